import CCurl
import Locking

/// A libcurl easy handle and its error buffer. A handle is used by one thread at a time: it is
/// checked out of `EasyHandlePool` for one transfer and returned after.
///
/// Not `Sendable`: a handle leaves and re-enters the pool's `Mutex` only as a `sending` value, so the
/// compiler checks that the thread that checked it out is its only user until it checks it in.
struct EasyHandle {
    let raw: UnsafeMutableRawPointer
    /// CURLOPT_ERRORBUFFER target: curl's detailed message for the last failure.
    let errorBuffer: UnsafeMutablePointer<CChar>

    var errorMessage: String { String(cString: errorBuffer) }
}

/// Reusable easy handles. Each handle keeps its own connection cache, so reusing handles (LIFO, the
/// most recently used first) keeps TCP/TLS connections alive across requests to the same host.
final class EasyHandlePool: Sendable {
    private let idle = Mutex<[EasyHandle]>([])
    private let maxIdle: Int

    init(maxIdle: Int) {
        self.maxIdle = maxIdle
        CurlGlobal.ensureInitialized()
    }

    deinit {
        idle.withLock { handles in
            for handle in handles { Self.destroy(handle) }
            handles.removeAll()
        }
    }

    /// The most recently returned handle, or a new one; nil only when libcurl cannot allocate.
    func checkOut() -> sending EasyHandle? {
        if let handle = idle.withLock({ $0.popLast() }) { return handle }
        guard let raw = curl_easy_init() else { return nil }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        buffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        return EasyHandle(raw: raw, errorBuffer: buffer)
    }

    /// Keeps the handle (and its live connections) for the next request, up to `maxIdle`.
    func checkIn(_ handle: sending EasyHandle) {
        // Handed over through a `Mutex` of its own: its `sending` init and `withLock` result move the
        // handle into the pool's array without a closure capturing it (a capture would tie it to
        // this thread, and the compiler would rightly refuse to store it).
        let pending = Mutex(Optional(handle))
        let maxIdle = maxIdle
        idle.withLock { handles in
            guard handles.count < maxIdle, let handle = pending.withLock({ $0.take() }) else { return }
            handles.append(handle)
        }
        if let handle = pending.withLock({ $0.take() }) { Self.destroy(handle) }
    }

    private static func destroy(_ handle: EasyHandle) {
        curl_easy_cleanup(handle.raw)
        handle.errorBuffer.deallocate()
    }
}

/// `curl_global_init` must run once, before any other libcurl call, and is not thread-safe itself.
enum CurlGlobal {
    private static let initialized: Bool = {
        curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
    }()

    static func ensureInitialized() {
        precondition(initialized, "curl_global_init failed")
    }
}
