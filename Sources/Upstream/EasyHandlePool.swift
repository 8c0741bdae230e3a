import CCurl
import Locking

/// A libcurl easy handle and its error buffer. A handle is used by one thread at a time: it is
/// checked out of `EasyHandlePool` for one transfer and returned after.
///
/// `@unchecked Sendable`, and why that is safe: the pointers are dereferenced only between
/// `checkOut` and `checkIn`, by the one thread that checked the handle out; the pool's `Mutex`
/// orders one holder's last use before the next holder's first. (A `sending` value cannot yet be
/// appended to an array inside `Mutex.withLock`, which is what a checked version would need.)
struct EasyHandle: @unchecked Sendable {
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
    func checkOut() -> EasyHandle? {
        if let handle = idle.withLock({ $0.popLast() }) { return handle }
        guard let raw = curl_easy_init() else { return nil }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        buffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        return EasyHandle(raw: raw, errorBuffer: buffer)
    }

    /// Keeps the handle (and its live connections) for the next request, up to `maxIdle`.
    func checkIn(_ handle: EasyHandle) {
        let kept = idle.withLock { handles in
            guard handles.count < maxIdle else { return false }
            handles.append(handle)
            return true
        }
        if !kept { Self.destroy(handle) }
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
