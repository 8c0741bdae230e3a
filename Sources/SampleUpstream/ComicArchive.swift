import Foundation
import HTTPServer

/// `GET /info.0.json`, `/N/info.0.json` and `/comics/NAME.png`: the xkcd JSON API over comics 1…latest,
/// generated deterministically from word lists, with hand-written odd ones; #404 is an HTML 404.
struct ComicArchive: Sendable {
    static let contentType = "application/json"
    /// Comics from this number on also have a `_2x` image (most of them; see `hasDoubleImage`).
    static let firstDoubleImage = 1084
    /// After this number the transcript is always empty, as upstream.
    static let lastTranscript = 1677
    /// After this number (to `lastTranscript`) the transcript is another comic's, as upstream.
    static let lastAlignedTranscript = 1608
    static let missingNumber = 404
    static let imageSize = (width: 240, height: 160)

    let latest: Int
    private let words: ComicsData.Words
    private let special: [Int: ComicsData.Special]
    private let firstDay: Date
    /// The image name of each comic (index = number), and the number behind each name.
    private let names: [String]
    private let numbersByName: [String: Int]

    init(data: ComicsData) {
        latest = data.latest
        words = data.words
        special = Dictionary(data.special.map { ($0.num, $0) }, uniquingKeysWith: { first, _ in first })
        let parts = data.firstDate.split(separator: "-").compactMap { Int($0) }
        firstDay =
            RFC822.calendar.date(from: DateComponents(year: parts.first, month: parts.dropFirst().first, day: parts.last))
            ?? Date(timeIntervalSince1970: 0)
        var names = [""], numbers: [String: Int] = [:]
        for number in 1...max(1, data.latest) {
            var name = ""
            if let odd = special[number], let img = odd.img {
                name = img
            } else {
                let base = Self.imageName(for: Self.safeTitle(special[number]?.title ?? Self.generatedTitle(number, words)))
                name = numbers[base] == nil ? base : "\(base)_\(number)"
            }
            names.append(name)
            if !name.isEmpty { numbers[name] = number }
        }
        self.names = names
        numbersByName = numbers
    }

    func respond(path: String, host: String) -> Response {
        if path == "/info.0.json" { return comic(latest, host: host) }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.count == 3, segments[0].isEmpty, segments[1] == "comics" { return image(String(segments[2])) }
        guard segments.count == 3, segments[0].isEmpty, segments[2] == "info.0.json", let number = Int(segments[1]) else {
            return Self.notFound()
        }
        return comic(number, host: host)
    }

    private func comic(_ number: Int, host: String) -> Response {
        guard number >= 1, number <= latest, number != Self.missingNumber else { return Self.notFound() }
        let odd = special[number]
        let title = odd?.title ?? Self.generatedTitle(number, words)
        let alt = odd?.alt ?? generatedAlt(number)
        let date = RFC822.calendar.dateComponents([.year, .month, .day], from: publication(number))
        let transcript = xkcdTranscript(number)
        var fields: [(String, JSONValue)] = [
            ("month", .string(String(date.month ?? 1))),
            ("num", .int(number)),
            ("link", .string((odd?.link ?? "").replacingOccurrences(of: "{host}", with: host))),
            ("year", .string(String(date.year ?? 2006))),
            ("news", .string(odd?.news ?? "")),
            ("safe_title", .string(Self.safeTitle(title))),
            ("transcript", .string(transcript)),
            ("alt", .string(alt)),
            ("img", .string("http://\(host)/comics/" + (names[number].isEmpty ? "" : names[number] + ".png"))),
            ("title", .string(title)),
        ]
        if let extra = odd?.extra_parts {
            fields.append(("extra_parts", .object(extra.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
        }
        fields.append(("day", .string(String(date.day ?? 1))))
        return .json(.object(fields), contentType: Self.contentType)
    }

    /// Comic `number`'s title and alt text; nil for numbers that do not exist.
    func text(of number: Int) -> (title: String, alt: String)? {
        guard number >= 1, number <= latest, number != Self.missingNumber else { return nil }
        let odd = special[number]
        return (odd?.title ?? Self.generatedTitle(number, words), odd?.alt ?? generatedAlt(number))
    }

    /// What happens in comic `number` (the same comic on xkcd and explainxkcd); nil for numbers that do not exist.
    func script(of number: Int) -> ComicScript? {
        guard number >= 1, number <= latest, number != Self.missingNumber else { return nil }
        let topic = Self.generatedTopic(number, words)
        return ComicScript(number: number, topic: special[number] == nil ? topic.noun : "", adjective: topic.adjective)
    }

    /// xkcd's own `transcript` field: the comic's script up to #1608; from #1609 to #1677 the
    /// script of the comic two before (upstream's fields are shifted there); empty after that, and
    /// for the hand-written odd comics.
    private func xkcdTranscript(_ number: Int) -> String {
        guard number <= Self.lastTranscript, special[number] == nil else { return "" }
        let shown = number > Self.lastAlignedTranscript ? number - 2 : number
        guard let script = script(of: shown), let text = text(of: shown) else { return "" }
        return script.xkcdTranscript(altText: text.alt)
    }

    /// `/comics/NAME.png` and, for most newer comics, `/comics/NAME_2x.png`.
    private func image(_ file: String) -> Response {
        guard file.hasSuffix(".png") else { return Self.notFound() }
        var name = String(file.dropLast(".png".count))
        var scale = 1
        if numbersByName[name] == nil, name.hasSuffix("_2x") {
            name = String(name.dropLast("_2x".count))
            scale = 2
        }
        guard let number = numbersByName[name], scale == 1 || Self.hasDoubleImage(number) else { return Self.notFound() }
        let png = PNGImage.picture(
            width: Self.imageSize.width * scale, height: Self.imageSize.height * scale, seed: UInt64(number))
        return Response(status: 200, headers: ["Content-Type": "image/png"], body: png)
    }

    static func hasDoubleImage(_ number: Int) -> Bool { number >= firstDoubleImage && number % 5 != 0 }

    /// Monday, Wednesday and Friday from the first day on.
    private func publication(_ number: Int) -> Date {
        let week = (number - 1) / 3, weekday = [0, 2, 4][(number - 1) % 3]
        return firstDay.addingTimeInterval(Double(week * 7 + weekday) * 86_400)
    }

    private static func generatedTitle(_ number: Int, _ words: ComicsData.Words) -> String {
        let topic = generatedTopic(number, words)
        return topic.bare ? topic.noun : "\(topic.adjective) \(topic.noun)"
    }

    /// The noun and adjective a generated comic is about, and whether its title is the noun alone.
    private static func generatedTopic(_ number: Int, _ words: ComicsData.Words) -> (noun: String, adjective: String, bare: Bool)
    {
        var random = SplitMix(seed: UInt64(number))
        let adjective = words.adjectives[random.next(below: words.adjectives.count)]
        let noun = words.nouns[random.next(below: words.nouns.count)]
        return (noun, adjective, random.next(below: 4) == 0)
    }

    private func generatedAlt(_ number: Int) -> String {
        var random = SplitMix(seed: UInt64(number) &+ 0x9E37)
        let template = words.altTemplates[random.next(below: words.altTemplates.count)]
        return
            template
            .replacingOccurrences(of: "{noun}", with: words.nouns[random.next(below: words.nouns.count)].lowercased())
            .replacingOccurrences(of: "{adj}", with: words.adjectives[random.next(below: words.adjectives.count)].lowercased())
    }

    /// xkcd's `safe_title`: the title without markup runs (`<…>`), entities (`&…;`), `&` and non-ASCII.
    static func safeTitle(_ title: String) -> String {
        var out = "", skipping: Character?
        var rest = Substring(title)
        while let character = rest.first {
            rest = rest.dropFirst()
            if let end = skipping { if character == end { skipping = nil }; continue }
            if character == "<", rest.contains(">") { skipping = ">"; continue }
            if character == "&" {
                if let semicolon = rest.firstIndex(of: ";"),
                    rest[..<semicolon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" }), !rest[..<semicolon].isEmpty
                {
                    rest = rest[rest.index(after: semicolon)...]
                }
                continue
            }
            if character.isASCII { out.append(character) }
        }
        return out.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The image file name: lowercase words joined by `_`.
    static func imageName(for safeTitle: String) -> String {
        safeTitle.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "_")
    }

    /// What xkcd's nginx answers for a missing comic.
    static func notFound() -> Response {
        let html =
            "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
        return Response(status: 404, headers: ["Content-Type": "text/html"], body: Array(html.utf8))
    }
}

/// A tiny deterministic generator (SplitMix64), so comic N is the same on every run and platform.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
