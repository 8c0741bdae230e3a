import Foundation
import Testing
import TestSupport

/// `docs/ARCHITECTURE.md` is read by people who have only the repository, so every name it puts in
/// code spans must still be there: a file or folder, a flag of `kiosk`, a type, or a member. A doc
/// that names something renamed or removed fails here, not weeks later in a reader's hands.
@Suite struct ArchitectureDocTests {
    static let doc = Repository.root + "/docs/ARCHITECTURE.md"

    /// Every `…` span of the doc, once each.
    static func spans() throws -> [String] {
        let text = try String(contentsOfFile: doc, encoding: .utf8)
        var spans: [String] = []
        var seen = Set<String>()
        let parts = text.components(separatedBy: "`")
        // Odd pieces are inside backticks; a fenced block (```) gives empty pieces, which are skipped.
        for (index, part) in parts.enumerated() where index % 2 == 1 && !part.isEmpty && !part.contains("\n") {
            if seen.insert(part).inserted { spans.append(part) }
        }
        return spans
    }

    /// All Swift source of the project, for declarations, and the executable's, for flags.
    static let sources: String = swiftText(under: ["Sources", "Tests", "Benchmarks"])
    static let kioskSources: String = swiftText(under: ["Sources/Kiosk"])
    static let sourceFiles: Set<String> = {
        var names = Set<String>()
        for folder in ["Sources", "Tests", "Benchmarks"] {
            let walker = FileManager.default.enumerator(atPath: Repository.root + "/" + folder)
            while let path = walker?.nextObject() as? String { names.insert((path as NSString).lastPathComponent) }
        }
        return names
    }()

    static func swiftText(under folders: [String]) -> String {
        var text = ""
        for folder in folders {
            let root = Repository.root + "/" + folder
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let path = walker.nextObject() as? String {
                guard path.hasSuffix(".swift") || path.hasSuffix(".py") || path.hasSuffix(".sh") else { continue }
                if let contents = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) { text += contents + "\n" }
            }
        }
        return text
    }

    /// What a span claims exists, or nil when it is not a name the doc could get wrong (a URL, a
    /// status, a snippet of code or template).
    enum Claim: Equatable {
        case path(String)
        /// A file named without its folder (`Clients.swift`).
        case file(String)
        case flag(String)
        case environment(String)
        case target(String)
        case type(String)
        case member(type: String?, name: String)
    }

    static func claim(_ span: String) -> Claim? {
        let identifier = #/^[A-Za-z_][A-Za-z0-9_]*$/#
        let qualified = #/^([A-Z][A-Za-z0-9_]*)\.([a-z_][A-Za-z0-9_]*)(\(.*\))?$/#
        if span.hasPrefix("--"), span.dropFirst(2).allSatisfy({ $0.isLetter || $0 == "-" }) { return .flag(span) }
        if span.hasPrefix("KIOSK_"), span.allSatisfy({ $0.isUppercase || $0 == "_" }) { return .environment(span) }
        if FileManager.default.fileExists(atPath: Repository.root + "/Sources/" + span), !span.contains("/") {
            return .target(span)
        }
        if vocabulary.contains(span) { return nil }
        if span.hasPrefix("Sources/") || span.hasPrefix("Tests/") || span.hasPrefix("Benchmarks/")
            || span.hasPrefix("Templates/") || span.hasPrefix("Public/") || span.hasPrefix("docs/") || span.hasPrefix(".ci/")
            || span.hasPrefix("deploy/") || span == "Package.swift" || span == ".swift-format"
        {
            // `Templates/pages/NAME.mustache` is a pattern, not a file.
            return span.contains("NAME") || span.contains("*") ? nil : .path(span)
        }
        if span.wholeMatch(of: #/^[A-Za-z+]+\.swift$/#) != nil { return .file(span) }
        if let match = span.wholeMatch(of: qualified) { return .member(type: String(match.1), name: String(match.2)) }
        if span.wholeMatch(of: identifier) != nil, span.count > 3 {
            if span.first!.isUppercase { return .type(span) }
            // A lower-case word in code font is a member (`socketQueues`), unless it is plain English.
            return span.contains(where: \.isUppercase) ? .member(type: nil, name: span) : nil
        }
        return nil
    }

    /// Names from Swift and HTTP that the doc uses as such, not as Kiosk's.
    static let vocabulary: Set<String> = ["Sendable", "Encodable", "Codable", "Hashable", "Equatable", "ETag", "Vary"]

    static func holds(_ claim: Claim) -> Bool {
        switch claim {
        case .file(let name):
            return sourceFiles.contains(name)
        case .environment(let name):
            return kioskSources.contains("\"\(name)\"")
        case .target(let name):
            return (try? String(contentsOfFile: Repository.root + "/Package.swift", encoding: .utf8))?.contains("\"\(name)\"")
                == true
        case .path(let path):
            return FileManager.default.fileExists(atPath: Repository.root + "/" + path)
        case .flag(let flag):
            // ArgumentParser spells `var dataDir` as `--data-dir`, unless a name is given in full.
            let words = flag.dropFirst(2).split(separator: "-")
            let camel = words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
            return kioskSources.contains("\"\(flag)\"") || kioskSources.contains("\"\(flag.dropFirst(2))\"")
                || kioskSources.contains("var \(camel):")
        case .type(let name):
            return declares(name, kinds: "class|struct|enum|protocol|actor|typealias|extension")
                || declares(name, kinds: "case|func|var|let")
        case .member(let type, let name):
            if let type, !declares(type, kinds: "class|struct|enum|protocol|actor|typealias|extension") { return false }
            return declares(name, kinds: "func|var|let|case|static func|static let|static var")
        }
    }

    static func declares(_ name: String, kinds: String) -> Bool {
        let pattern = "\\b(\(kinds))\\s+\(NSRegularExpression.escapedPattern(for: name))\\b"
        return sources.range(of: pattern, options: .regularExpression) != nil
            || sources.range(of: "case \\.?[a-z]+[^\\n]*,\\s*\(name)\\b", options: .regularExpression) != nil
    }

    @Test func architectureDoc_everyFileFlagTypeAndMemberItNames_exists() throws {
        let claims = try Self.spans().compactMap(Self.claim)
        #expect(claims.count > 60, "the doc names the code it describes")
        let missing = claims.filter { !Self.holds($0) }
        #expect(missing.isEmpty, "docs/ARCHITECTURE.md names what the code no longer has: \(missing)")
    }

    @Test func claim_readsPathsFlagsTypesAndMembers_andSkipsSnippets() {
        #expect(Self.claim("Sources/Web/Routes.swift") == .path("Sources/Web/Routes.swift"))
        #expect(Self.claim("--cache") == .flag("--cache"))
        #expect(Self.claim("UpstreamCache") == .type("UpstreamCache"))
        #expect(Self.claim("Pages.respond") == .member(type: "Pages", name: "respond"))
        #expect(Self.claim("socketQueues") == .member(type: nil, name: "socketQueues"))
        #expect(Self.claim("{{{x}}}") == nil)
        #expect(Self.claim("lang=") == nil)
        #expect(!Self.holds(.member(type: nil, name: "socketQueues")), "gone from the code")
        #expect(!Self.holds(.path("Sources/Web/Nowhere.swift")))
        #expect(Self.holds(.flag("--cache")))
    }
}

/// Comments speak of the code, not of a tracker the repository does not have, nor of the product
/// brief's upstream notes, which are not shipped (the repository's own are `docs/UPSTREAMS-*.md`).
@Suite struct SourceCommentsTests {
    @Test func comments_nameNoIssueNumberAndNoUnshippedDocument() throws {
        let folders = ["Sources", "Tests", "Benchmarks", "Public/js", ".ci", "deploy", "Templates"]
        let issue = #/[Ii]ssue #?\d+/#
        var found: [String] = []
        for folder in folders {
            let root = Repository.root + "/" + folder
            let walker = FileManager.default.enumerator(atPath: root)
            while let path = walker?.nextObject() as? String {
                let file = root + "/" + path
                guard file != #filePath,
                    [".swift", ".py", ".sh", ".js", ".mustache", ".service", ".conf", ""].contains(where: path.hasSuffix),
                    let text = try? String(contentsOfFile: file, encoding: .utf8)
                else { continue }
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(issue) || line.contains("UPSTREAMS.md") {
                    found.append("\(folder)/\(path):\(number + 1)")
                }
            }
        }
        #expect(found.isEmpty, "comments cite issues or UPSTREAMS.md: \(found)")
    }
}
