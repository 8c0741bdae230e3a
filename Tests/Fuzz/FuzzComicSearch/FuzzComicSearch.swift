import ComicIndex
import Foundation
import Models

/// libFuzzer entry for the comic search's query builder: any text a reader sends becomes only quoted
/// FTS5 strings joined by AND (checked here by reading the expression back), and SQLite runs every
/// one of them without a syntax error on a real index (a throw would be FTS5 parsing reader text).
private let store: ComicIndexStore = {
    let store = ComicIndexStore(directory: NSTemporaryDirectory() + "kiosk-fuzz-index-\(getpid())")
    store.open()
    do {
        try store.add(
            Comic(
                number: 1, title: "Password Strength", altText: "correct horse battery staple 東京の猫", imageURL: nil,
                year: 2011, month: 8, day: 10, link: nil, isInteractive: false, transcript: nil, news: nil),
            transcript: Transcript(text: "NEAR(a b) title:x pass* ^caret \"quoted\"", origin: .xkcd))
    } catch {
        fatalError("the fuzz index could not be written: \(error)")
    }
    return store
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let expression = SearchExpression.parse(text)
    if let match = expression.matchExpression { precondition(onlyQuotedStrings(match), "not only strings: \(match)") }
    guard text.count <= SearchExpression.maximumLength else { return 0 }
    do {
        _ = try store.search(text, offset: 0, limit: 5)
        _ = try store.titleSuggestions(for: text, limit: 5)
    } catch {
        preconditionFailure("search failed for \(text.debugDescription): \(error)")
    }
    return 0
}

/// `"…" AND "…" …`, each string's own quotes doubled.
private func onlyQuotedStrings(_ expression: String) -> Bool {
    var scalars = Substring(expression).unicodeScalars[...]
    while true {
        guard scalars.first == "\"" else { return false }
        scalars = scalars.dropFirst()
        while true {
            guard let next = scalars.first else { return false }
            scalars = scalars.dropFirst()
            if next == "\"" {
                if scalars.first == "\"" { scalars = scalars.dropFirst() } else { break }
            }
        }
        if scalars.isEmpty { return true }
        guard String(String.UnicodeScalarView(scalars.prefix(5))) == " AND " else { return false }
        scalars = scalars.dropFirst(5)
    }
}
