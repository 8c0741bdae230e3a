/// Why a Redis command did not give an answer the caller can use, or why a `--cache` URL is wrong.
public enum RedisError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `--cache` URL is not `redis://HOST:PORT[/DB]`.
    case invalidURL(String)
    /// No connection (refused, timed out, reset) or one failed mid-command: Redis counts as down.
    case unreachable(String)
    /// Redis answered with an error reply; the connection stays usable.
    case reply(String)
    /// A reply of a shape the command never returns.
    case unexpectedReply(String)
    /// The command waited too long for a free connection (every one busy with a slow Redis).
    case busy

    public var description: String {
        switch self {
        case .invalidURL(let why): "invalid Redis URL \(why)"
        case .unreachable(let why): "unreachable: \(why)"
        case .reply(let message): "error reply: \(message)"
        case .unexpectedReply(let reply): "unexpected reply: \(reply)"
        case .busy: "no free connection in time"
        }
    }
}
