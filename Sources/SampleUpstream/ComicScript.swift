/// What happens in a sample comic, panel by panel: a scene, a few lines of dialogue about the
/// comic's topic (the noun of its title), now and then a caption, a beat panel or a sign in
/// Japanese. The project's own text, put together deterministically per comic number from the
/// pools below, so searches over the sample find varied, real-sounding transcripts. xkcd's field
/// and explainxkcd's wiki page write the same script, each in its own markup.
struct ComicScript: Sendable, Equatable {
    enum Line: Sendable, Equatable {
        case scene(String)
        case caption(String)
        case speech(speaker: String, text: String)
    }

    let lines: [Line]

    /// The script of a comic about `topic` (one of the sample's nouns; others get general lines).
    init(number: Int, topic: String, adjective: String) {
        var random = SplitMix(seed: UInt64(number) &* 131 &+ 17)
        func pick(_ pool: [String]) -> String { pool[random.next(below: pool.count)] }
        let first = pick(Self.characters)
        var second = pick(Self.characters)
        if second == first {
            second = Self.characters[((Self.characters.firstIndex(of: first) ?? 0) + 1) % Self.characters.count]
        }
        let noun = topic.lowercased()
        func fill(_ template: String) -> String {
            template.replacingOccurrences(of: "{a}", with: first).replacingOccurrences(of: "{b}", with: second)
                .replacingOccurrences(of: "{noun}", with: noun).replacingOccurrences(of: "{adj}", with: adjective.lowercased())
                .replacingOccurrences(of: "{place}", with: pick(Self.places))
        }
        var lines: [Line] = []
        if random.next(below: 5) == 0 { lines.append(.caption(fill(pick(Self.captions)))) }
        lines.append(.scene(fill(pick(Self.scenes))))
        lines.append(.speech(speaker: first, text: fill(pick(Self.openers))))
        lines.append(.speech(speaker: second, text: fill(pick(Self.responses))))
        let topical = Self.topical[topic] ?? Self.general
        var said = random.next(below: topical.count)
        lines.append(.speech(speaker: first, text: fill(topical[said])))
        if random.next(below: 6) == 0, let sign = Self.japanese[topic] {
            lines.append(.scene("A sign on the wall reads 「\(sign)」."))
        }
        if random.next(below: 2) == 0 {
            said = (said + 1 + random.next(below: topical.count - 1)) % topical.count
            lines.append(.speech(speaker: second, text: fill(topical[said])))
        }
        if random.next(below: 4) == 0 { lines.append(.scene("Beat panel. \(second) stares at \(first).")) }
        lines.append(.speech(speaker: random.next(below: 2) == 0 ? first : second, text: fill(pick(Self.closers))))
        self.lines = lines
    }

    /// As xkcd's `transcript` field writes it: `[[scene]]`, `Name: line`, then the title text (if any).
    func xkcdTranscript(altText: String) -> String {
        let body = lines.map { line in
            switch line {
            case .scene(let text): "[[\(text)]]"
            case .caption(let text): "[[Caption: \(text)]]"
            case .speech(let speaker, let text): "\(speaker): \(text)"
            }
        }
        return (body + (altText.isEmpty ? [] : ["{{Title text: \(altText)}}"])).joined(separator: "\n")
    }

    /// As explainxkcd's `==Transcript==` section writes it: `:[scene]` and `:Name: line`.
    var wikitext: String {
        lines.map { line in
            switch line {
            case .scene(let text): ":[\(text)]"
            case .caption(let text): ":Caption: \(text)"
            case .speech(let speaker, let text): ":\(speaker): \(text)"
            }
        }.joined(separator: "\n")
    }

    static let characters = ["Cueball", "Megan", "Ponytail", "White Hat", "Black Hat", "Beret Guy", "Hairy"]

    static let places = ["kitchen", "lab", "server room", "library", "garden", "office", "museum", "train station"]

    static let captions = [
        "Three hours later.", "Things I learned the hard way, part seven.", "Meanwhile, in the {place}.",
        "A true story, mostly.", "The next morning.",
    ]

    static let scenes = [
        "{a} sits at a desk, frowning at a laptop.", "{a} and {b} are walking along a path through a park.",
        "{a} stands at a whiteboard covered in arrows and question marks.", "{a} is lying on the floor, looking at the ceiling.",
        "{a} and {b} sit on a couch with mugs of tea.", "{a} holds up a {noun} while {b} looks on.",
        "A wide panel: a hill, a single tree, and {a} pointing at the sky.", "{a} is on the phone, pacing around the {place}.",
        "{a} bursts into the {place}, holding a printout.", "{b} is reading; {a} leans over the back of the chair.",
    ]

    static let openers = [
        "Hey, have you seen the {noun}?", "I need to tell you something about the {noun}.",
        "Okay. Don't panic. It's about the {noun}.", "Quick question: is a {noun} supposed to be {adj}?",
        "So I finally tried the {adj} {noun} everyone keeps talking about.", "Guess who spent the whole weekend on the {noun}.",
        "I have a theory, and you're not going to like it.", "Remember when we said we'd never touch the {noun} again?",
    ]

    static let responses = [
        "That explains the smell.", "Why do you always tell me these things at breakfast?", "I'm going to need a whiteboard.",
        "Citation needed.", "Did you try unplugging it and counting to ten?", "That's not how any of this is supposed to work.",
        "Wait, is that why the lights keep flickering?", "I'll add it to the list of things we don't talk about.",
        "Can I put that on a graph?", "You're not allowed to be right about this.", "How {adj} are we talking?",
    ]

    static let closers = [
        "Anyway, that's why I'm not allowed in the {place} anymore.", "I'll be in my room, rethinking everything.",
        "Lesson learned: never trust a {adj} {noun}.", "I should write a paper about this.", "Next week: the sequel.",
        "Let's never speak of the {noun} again.", "In my defence, the instructions were {adj}.",
        "Five stars. Would panic again.",
    ]

    /// Lines for comics whose topic has none of its own (the hand-written odd ones).
    static let general = [
        "I read the manual. All of it. Even the appendix about the warranty.", "It worked yesterday, and I changed nothing.",
        "Everything is a graph if you squint.", "The plan has three steps, and I only know the first one.",
    ]

    /// Lines about each of the sample's topics.
    static let topical: [String: [String]] = [
        "Password": [
            "I changed my password to four random words, and now I can't stop saying them out loud.",
            "The site says my password needs a symbol, a number and the blood of a poet.",
            "Every time I reset my password, it asks me for the old one first.",
        ],
        "Volcano": [
            "The volcano has been quiet for nine hundred years. That feels like it's building up to something.",
            "I brought marshmallows to the volcano. Regret level: medium.",
            "The lava flows at walking speed, so technically I could outrun it while eating lunch.",
        ],
        "Spreadsheet": [
            "I put my whole life in a spreadsheet, and now column F is judging me.",
            "The spreadsheet has a tab called FINAL, a tab called FINAL2 and a tab called do not open.",
            "Someone merged cells in the budget again.",
        ],
        "Bird": [
            "That bird has been watching me type for an hour.", "Birds are just dinosaurs that got smug about it.",
            "I tried to identify the bird by its song, but it only does the dial-up modem noise.",
        ],
        "Compiler": [
            "The compiler found 312 errors, then gave up and apologised.",
            "It compiles! I have no idea why, so nobody touch anything.",
            "While it compiles, I'm allowed to nap. That's the rule.",
        ],
        "Sandwich": [
            "I made a sandwich with a recursive filling. It's sandwiches all the way down.",
            "A sandwich is a data structure: bread, payload, bread.",
            "Cut diagonally, it tastes twelve percent better. I measured.",
        ],
        "Protocol": [
            "Our protocol has a handshake, a secret knock and a three-page apology for the handshake.",
            "Version two of the protocol is backwards compatible with exactly nobody.",
            "The packets arrive in order if you ask them nicely.",
        ],
        "Telescope": [
            "I pointed the telescope at the moon, and it was a sticker on the window.",
            "With this telescope I can see a galaxy two million light years away, but still not my keys.",
            "The mirror is polished to a few nanometres, which is also my standard for spoons.",
        ],
        "Map Projection": [
            "On this map projection, Greenland is the size of a small feeling.",
            "Every map projection lies. This one at least lies consistently.",
            "I printed the map on a beach ball to settle the argument.",
        ],
        "Keyboard": [
            "The new keyboard clicks so loudly the neighbours think I'm tap dancing.",
            "I remapped caps lock to a second escape key, for emergencies.",
            "There's a crumb under the J key that has been there since 2009.",
        ],
        "Cloud": [
            "Our files are in the cloud, which is a computer in a building in a field somewhere.",
            "That cloud looks like a server rack. This is what the job has done to me.",
            "It's not a backup until it's in two clouds and a shoebox.",
        ],
        "Calendar": [
            "The calendar says Tuesday, but my body says it's the fourth Sunday in a row.",
            "Someone booked a meeting about having fewer meetings.",
            "Leap years are the calendar patching a bug every four years.",
        ],
        "Bicycle": [
            "The bicycle is the most efficient machine ever built, except on hills.",
            "I fixed the chain, and now I have three spare parts and no idea where they go.",
            "Cycling to work saves money, which I then spend on bicycle parts.",
        ],
        "Router": [
            "The router has eleven blinking lights, and none of them mean anything good.",
            "I renamed the wifi network, and now the whole street knows about my cat.",
            "Switching the router off and on fixed it, so nobody will ever know what was wrong.",
        ],
        "Garden": [
            "The tomatoes are ripe, and the squirrels have already filed a claim.",
            "I planted the seeds in a grid, and the garden grew in a spiral out of spite.",
            "Compost is just a slow database of old vegetables.",
        ],
        "Timezone": [
            "The meeting is at nine, but whose nine?", "A half-hour offset? Some timezones are just showing off.",
            "I stored every date in local time, and now the logs run backwards one night a year.",
        ],
        "Unicode": [
            "There's a Unicode character for a snowman, but not for the feeling of a merge conflict.",
            "The username is a single emoji, and it broke three databases.",
            "Someone typed a right-to-left mark into the title, and now the page reads itself backwards.",
        ],
        "Dinosaur": [
            "The museum gave the dinosaur feathers, and now it looks like an angry chicken.",
            "A tyrannosaur couldn't clap, but it could absolutely judge you.",
            "If the dinosaurs had had a space program, they'd still be here.",
        ],
        "Physics": [
            "In physics you assume a spherical cow. In biology, the cow objects.",
            "I solved the equation, but only in a frictionless vacuum, which is not where I live.",
            "Every time I understand quantum mechanics, I check again and I don't.",
        ],
        "Font": [
            "You set the whole report in a handwriting font? For the tax office?",
            "I spent four hours choosing a font, and the report is still empty.",
            "The new font has a ligature for ffi, and I've been hunting for words with it all day.",
        ],
    ]

    /// Each topic's word in Japanese, for the signs some comics show (so the Japanese interface
    /// finds something in the sample too).
    static let japanese: [String: String] = [
        "Password": "パスワード", "Volcano": "火山", "Spreadsheet": "表計算", "Bird": "鳥", "Compiler": "コンパイラ",
        "Sandwich": "サンドイッチ", "Protocol": "プロトコル", "Telescope": "望遠鏡", "Map Projection": "地図投影法",
        "Keyboard": "キーボード", "Cloud": "雲", "Calendar": "カレンダー", "Bicycle": "自転車", "Router": "ルーター",
        "Garden": "庭", "Timezone": "タイムゾーン", "Unicode": "ユニコード", "Dinosaur": "恐竜", "Physics": "物理学",
        "Font": "フォント",
    ]
}
