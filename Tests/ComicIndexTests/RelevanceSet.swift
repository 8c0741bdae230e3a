import Models

/// Real comics, by number and title (facts), with alt texts and transcripts in the tests' own
/// words, close enough to the originals that a search a reader would try finds the same comic.
/// Each classic has neighbours that share its words in weaker places, so ranking is tested, not luck.
enum RelevanceSet {
    struct Entry {
        let number: Int
        let title: String
        let alt: String
        let transcript: String
        let date: (Int, Int, Int)
    }

    static let entries: [Entry] = [
        Entry(
            number: 936, title: "Password Strength",
            alt:
                "To anyone who understands information theory and security and is stuck arguing with someone who does not: my apologies.",
            transcript:
                "A password of an uncommon base word with a few substitutions has about 28 bits of entropy and is hard to remember. Four random common words, correct horse battery staple, have 44 bits and are easy to remember.",
            date: (2011, 8, 10)),
        Entry(
            number: 792, title: "Password Reuse",
            alt: "It would be a lot of work to set up a website just to collect people's logins, but some people are patient.",
            transcript:
                "I run a few sites and keep every user's password in plain text. Most people reuse the same password everywhere, so their email accounts are mine.",
            date: (2010, 9, 20)),
        Entry(
            number: 538, title: "Security",
            alt: "In real life nobody cares about his secrets, and a five dollar wrench is hard to find anyway.",
            transcript:
                "His laptop is encrypted with 4096-bit RSA. We will just hit him with this wrench until he tells us the password.",
            date: (2009, 2, 2)),
        Entry(
            number: 927, title: "Standards",
            alt: "Luckily charging is solved now that everyone has settled on mini-USB. Or was it micro-USB? Drat.",
            transcript:
                "How standards multiply. There are 14 competing standards. 14?! Ridiculous! We need one universal standard that covers everyone's use cases. Soon: there are 15 competing standards.",
            date: (2011, 7, 20)),
        Entry(
            number: 1179, title: "ISO 8601",
            alt: "ISO 8601 came out on 06/05/88 and was last amended on 12/01/04.",
            transcript:
                "A public service announcement: our many ways of writing dates confuse people online, which is why ISO set a global standard numeric date format.",
            date: (2013, 2, 27)),
        Entry(
            number: 149, title: "Sandwich",
            alt: "A proper user policy apparently means Simon Says.",
            transcript: "Make me a sandwich. What? Make it yourself. Sudo make me a sandwich. Okay.",
            date: (2006, 8, 30)),
        Entry(
            number: 1, title: "Barrel - Part 1",
            alt: "Don't we all.",
            transcript: "A boy sits in a barrel floating in the ocean. I wonder where I'll float next? He had packed a sandwich.",
            date: (2006, 1, 1)),
        Entry(
            number: 327, title: "Exploits of a Mom",
            alt: "Her daughter is named Help I'm trapped in a driver's license factory.",
            transcript:
                "Hi, this is your son's school, we have some computer trouble. Did you really name your son Robert'); DROP TABLE Students;-- ? Oh, yes. Little Bobby Tables, we call him. I hope you have learned to sanitize your database inputs.",
            date: (2007, 10, 10)),
        Entry(
            number: 1253, title: "Exoplanet Names",
            alt: "Some of the names the public proposed were tables of numbers, and one was just Bobby.",
            transcript: "The IAU asked the public to name exoplanets. Planet Tables. Planet Bobby.",
            date: (2013, 8, 2)),
        Entry(
            number: 2347, title: "Dependency",
            alt:
                "Someday the image library everyone relies on will break for good, and we will spend a long time rebuilding civilization from the rubble.",
            transcript:
                "All modern digital infrastructure rests on a project that some random person in Nebraska has been thanklessly maintaining since 2003.",
            date: (2020, 8, 17)),
        Entry(
            number: 1987, title: "Python Environment",
            alt:
                "The environmental protection agency wants to seal it in a cement chamber with warnings to future civilizations about installing packages with sudo.",
            transcript:
                "My Python environment has become so degraded that my laptop has been declared a superfund site. Every dependency installs another copy of itself.",
            date: (2018, 4, 30)),
        Entry(
            number: 303, title: "Compiling",
            alt: "'Are you stealing those LCDs?' 'Yes, but only while my code compiles.'",
            transcript:
                "The number one programmer excuse for legitimately slacking off: my code's compiling. Hey! Get back to work! Compiling! Oh. Carry on.",
            date: (2007, 8, 15)),
        Entry(
            number: 371, title: "Compiler Complaint",
            alt: "Checking whether the build environment is sane... it is grinning and holding a spatula. Guess not.",
            transcript: "The compiler complains about my code again, so I spend the afternoon compiling it over and over.",
            date: (2008, 1, 9)),
        Entry(
            number: 353, title: "Python",
            alt: "I wrote 20 short programs in Python yesterday. It was wonderful. Perl, I'm leaving you.",
            transcript:
                "You're flying! How? Python! I learned it last night. Everything is so simple. Hello world is just print. I just typed import antigravity.",
            date: (2007, 12, 5)),
        Entry(
            number: 1597, title: "Git",
            alt: "If that doesn't fix it, git.txt has the phone number of a friend who understands git.",
            transcript:
                "This is git. It tracks collaborative work on projects through a beautiful distributed graph theory tree model. Just memorize these shell commands and type them to sync up.",
            date: (2015, 10, 30)),
        Entry(
            number: 2000, title: "xkcd Phone 2000",
            alt: "Our retina display features hundreds of pixels per inch in the central fovea region.",
            transcript: "Introducing the xkcd Phone 2000, with a camera that takes a picture every time you blink.",
            date: (2018, 5, 30)),
    ]

    /// A reader's search and the comic that must come first.
    static let classics: [(query: String, number: Int)] = [
        ("password strength", 936),
        ("standards", 927),
        ("sandwich", 149),
        ("Bobby Tables", 327),
        ("dependency", 2347),
        ("compiling", 303),
    ]

    static func comic(_ entry: Entry) -> Comic {
        Comic(
            number: entry.number, title: entry.title, altText: entry.alt,
            imageURL: "https://imgs.xkcd.com/comics/comic_\(entry.number).png", year: entry.date.0, month: entry.date.1,
            day: entry.date.2, link: nil, isInteractive: false, transcript: entry.transcript, news: nil)
    }
}
