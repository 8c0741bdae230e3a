import Foundation

/// One Redis reply (RESP2), copied out of hiredis's C structure so nothing C outlives the call.
enum RedisReply: Sendable, Equatable {
    case status(String)
    case integer(Int)
    case bulk(Data)
    case null
    case array([RedisReply])
    /// An error reply (`-ERR …`, `-OOM …`): Redis answered, the connection is fine.
    case error(String)

    /// The bytes of a bulk reply; nil for a null reply; anything else is a protocol surprise.
    func bulkOrNull() throws(RedisError) -> Data? {
        switch self {
        case .bulk(let data): return data
        case .null: return nil
        case .error(let message): throw .reply(message)
        default: throw .unexpectedReply("\(self)")
        }
    }
}
