import HTTPTypes
import HTTPServer

/// A JSON value whose objects keep their key order, because the upstreams' field order is part of
/// what Kiosk's decoders are tested against (and Foundation's encoders do not promise an order).
indirect enum JSONValue: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(floatLiteral value: Double) { self = .double(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }

    /// `null` for nil: TMDB's `poster_path` and friends are nullable strings.
    static func string(orNull value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// The serialized bytes. `asciiOnly` escapes every non-ASCII scalar as `\uXXXX`, as MediaWiki's
    /// formatversion=1 does unless `utf8=1` is given.
    func serialized(asciiOnly: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, asciiOnly: asciiOnly)
        return out
    }

    private func write(into out: inout [UInt8], asciiOnly: Bool) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .int(let value): out += Array(String(value).utf8)
        case .double(let value): out += Array((value.isFinite ? String(value) : "null").utf8)
        case .string(let value): Self.writeString(value, into: &out, asciiOnly: asciiOnly)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(into: &out, asciiOnly: asciiOnly)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, into: &out, asciiOnly: asciiOnly)
                out.append(UInt8(ascii: ":"))
                value.write(into: &out, asciiOnly: asciiOnly)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// RFC 8259 §7 string escaping.
    private static func writeString(_ string: String, into out: inout [UInt8], asciiOnly: Bool) {
        out.append(UInt8(ascii: "\""))
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += Array("\\\"".utf8)
            case "\\": out += Array("\\\\".utf8)
            case "\n": out += Array("\\n".utf8)
            case "\r": out += Array("\\r".utf8)
            case "\t": out += Array("\\t".utf8)
            default:
                if scalar.value < 0x20 {
                    out += Array(hexEscape(UInt16(scalar.value)).utf8)
                } else if asciiOnly && scalar.value > 0x7F {
                    for unit in String(scalar).utf16 { out += Array(hexEscape(unit).utf8) }
                } else {
                    out += Array(String(scalar).utf8)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexEscape(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

extension Response {
    /// A JSON response with the upstream's own content type.
    static func json(
        _ value: JSONValue, status: HTTPResponse.Status = .ok, contentType: String, asciiOnly: Bool = false
    ) -> Response {
        Response(status: status, headers: ["Content-Type": contentType], body: value.serialized(asciiOnly: asciiOnly))
    }
}
