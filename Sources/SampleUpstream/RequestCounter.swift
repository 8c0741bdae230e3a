import Foundation

/// A count of requests, read and bumped from any thread.
///
/// `@unchecked Sendable`: the only state is `count`, read and written under `lock`.
public final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    public init() {}

    public var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
