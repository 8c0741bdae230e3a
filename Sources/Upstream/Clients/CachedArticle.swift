import Foundation
import Models

/// An article answer as the cache keeps it (in memory and on Redis): the answer, the size of the body
/// it was read from, and the validator to revalidate it with once it expires.
struct CachedArticle: Sendable, Codable, Equatable {
    /// The upstream's entity-tag and the route that sent it: a tag names a representation of one
    /// resource (RFC 9110 §8.8.3), so it is only ever offered back to that route.
    struct Validator: Sendable, Codable, Equatable {
        var entityTag: String
        var route: String
    }

    /// Longest entity-tag kept: Wikipedia's (`W/"<revision>/<uuid>"`) are under 80 bytes, and the tag
    /// travels back in every revalidation and sits in every cached copy.
    static let maxEntityTagBytes = 256

    var answer: ArticleAnswer
    /// What the cache's byte budget counts, also when a 304 brings no body.
    var bodyBytes: Int
    var validator: Validator?

    /// The answer read from `response` of `route`, with its `ETag` when that is a 2xx with a usable one
    /// (a redirect's tag would name the redirect, and preconditions apply only to 2xx answers, §13.2.1).
    init(answer: ArticleAnswer, response: FetchResponse, route: String) {
        self.answer = answer
        bodyBytes = response.body.count
        let tag = (200..<300).contains(response.status) ? Self.entityTag(response.headers["etag"]) : nil
        validator = tag.map { Validator(entityTag: $0, route: route) }
    }

    /// The `If-None-Match` value for a request to `route`, if this answer came from it with a tag.
    func entityTag(for route: String) -> String? {
        guard let validator, validator.route == route else { return nil }
        return validator.entityTag
    }

    /// `field` when it is one entity-tag (`"opaque"` or `W/"opaque"`, RFC 9110 §8.8.3) of at most
    /// `maxEntityTagBytes`; nil otherwise (absent, a list from repeated fields, or malformed), so
    /// nothing but a well-formed tag is ever sent back upstream. The grammar's obs-text (bytes over
    /// 0x7E) is refused too: header bytes are read as UTF-8, so such a tag would not go back as it came.
    static func entityTag(_ field: String?) -> String? {
        guard let field else { return nil }
        let bytes = Array(field.utf8)
        guard bytes.count <= maxEntityTagBytes else { return nil }
        var opaque = bytes[...]
        if opaque.starts(with: Array("W/".utf8)) { opaque = opaque.dropFirst(2) }
        guard opaque.count >= 2, opaque.first == UInt8(ascii: "\""), opaque.last == UInt8(ascii: "\"") else { return nil }
        // etagc = %x21 / %x23-7E: visible ASCII but the double quote.
        let isTagCharacter = { (byte: UInt8) in byte == 0x21 || (0x23...0x7E).contains(byte) }
        return opaque.dropFirst().dropLast().allSatisfy(isTagCharacter) ? field : nil
    }
}
