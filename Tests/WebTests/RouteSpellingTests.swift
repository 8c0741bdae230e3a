import Foundation
import Testing
import TestSupport
import ViewModels

/// Kiosk's paths are spelled in one place, `Route`: no string literal in `Sources` starts with one of
/// the site's paths (nor continues an interpolated origin with one), and templates name only the
/// static files `StaticFile` lists, every other URL coming from an Outputs field.
@Suite struct RouteSpellingTests {
    /// The first segment of every path Kiosk answers, read from the route definition itself, so a
    /// new section is watched for as soon as it exists.
    static let roots: Set<String> = Set(
        (Route.everyShape.map(\.path) + StaticFile.allCases.map(\.href)).compactMap {
            $0.split(separator: "/").first.map(String.init)
        })

    /// Where a site path may be spelled, with the reason.
    static let allowed: [(file: String, literal: String, reason: String)] = [
        ("Sources/ViewModels/TMDBWebsite.swift", "\"/search/movie", "TMDB's own search page, after TMDB's origin"),
        ("Sources/ViewModels/SearchViewModel+Links.swift", ")/wiki/", "an article on Wikipedia itself, after its host"),
        ("Sources/Kiosk/Serve.swift", " /css/", "the command's help for operators, naming what a flag changes"),
        ("Sources/Kiosk/Serve.swift", " /news/go/", "the command's help for operators, naming what a flag changes"),
    ]

    /// Folders that speak other sites' APIs (Wikipedia's, TMDB's, Google News's), whose paths are
    /// theirs, not Kiosk's: the clients that ask them and the sample server that imitates them.
    static let otherSites = ["Sources/Upstream/", "Sources/SampleUpstream/"]

    /// `"/comics…`, `…)/comics…` or `… /comics…` inside a line's code: a site path at a literal's
    /// start, after an interpolation, or inside a sentence (a catalog's words name no address).
    static func sitePaths(in line: Substring) -> [String] {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        var found: [String] = []
        for opener in ["\"/", ")/", " /"] {
            var rest = code[...]
            while let range = rest.range(of: opener) {
                let after = rest[range.upperBound...]
                let segment = after.prefix { !"/?\"\\#&".contains($0) }
                if Self.roots.contains(String(segment)) {
                    found.append(opener + after.prefix { $0 != "\"" })
                }
                rest = after
            }
        }
        return found
    }

    @Test func sources_whenRead_spellNoSitePathOutsideTheRoute() throws {
        let root = Repository.root + "/"
        let walker = try #require(FileManager.default.enumerator(atPath: root + "Sources"))
        var checked = 0
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let file = "Sources/" + relative
            let name = (relative as NSString).lastPathComponent
            if file.hasPrefix("Sources/ViewModels/"), name == "Route.swift" || name.hasPrefix("Route+") { continue }
            if Self.otherSites.contains(where: file.hasPrefix) { continue }
            checked += 1
            let source = try String(contentsOfFile: root + file, encoding: .utf8)
            for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                for path in Self.sitePaths(in: line)
                where !Self.allowed.contains(where: { $0.file == file && path.hasPrefix($0.literal) }) {
                    Issue.record("\(file):\(number + 1) spells the site path \(path): print it from Route")
                }
            }
        }
        #expect(checked > 100, "read \(checked) files")
    }

    @Test func sitePaths_whenALineSpellsOne_findsIt() {
        #expect(Self.sitePaths(in: #"let a = "/comics/\(n)""#) == [#""/comics/\(n)"#])
        #expect(Self.sitePaths(in: #"x = "\(origin)/search?q=""#) == [")/search?q="])
        #expect(Self.sitePaths(in: #"PageURL.make("/news", query)"#) == [#""/news"#])
        #expect(Self.sitePaths(in: #"unknown: "Search at /search?lang=en.""#) == [" /search?lang=en."])
        #expect(Self.sitePaths(in: #"split(separator: "/")"#).isEmpty)
        #expect(Self.sitePaths(in: #"let half = total / 2"#).isEmpty)
        #expect(Self.sitePaths(in: #"readFile("/proc/self/cgroup")"#).isEmpty)
        #expect(Self.sitePaths(in: #"f() // see "/comics""#).isEmpty)
    }

    /// `href`, `action`, `src` and `template` attributes in templates: an Outputs field, or a static file.
    @Test func templates_whenRead_nameNoSitePathButStaticFiles() throws {
        let root = Repository.templates + "/"
        let walker = try #require(FileManager.default.enumerator(atPath: root))
        let files = Set(StaticFile.allCases.map(\.href))
        let pattern = try NSRegularExpression(pattern: #"(?:href|action|src|template)="(/[^"{]*)""#)
        var checked = 0
        for case let relative as String in walker where relative.hasSuffix(".mustache") {
            checked += 1
            let text = try String(contentsOfFile: root + relative, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let path = (text as NSString).substring(with: match.range(at: 1))
                #expect(files.contains(path), "Templates/\(relative) names \(path): give it an Outputs field printed from Route")
            }
        }
        #expect(checked > 10)
    }

    @Test func staticFiles_whenListed_existInPublic() {
        for file in StaticFile.allCases {
            #expect(FileManager.default.fileExists(atPath: Repository.publicFolder + file.href), "\(file.href)")
        }
    }
}
