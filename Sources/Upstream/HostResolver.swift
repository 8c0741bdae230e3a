import Foundation
import Glibc

/// Resolves a host name to its addresses with getaddrinfo, on a thread of its own: the call blocks
/// and must not hold a cooperative-pool thread. Nil when the name does not resolve.
enum SystemResolver {
    static func addresses(of host: String) async -> [IPAddressPolicy.Address]? {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: lookUp(host)) }
            thread.name = "kiosk.resolver"
            thread.start()
        }
    }

    private static func lookUp(_ host: String) -> [IPAddressPolicy.Address]? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return nil }
        defer { freeaddrinfo(list) }
        var result: [IPAddressPolicy.Address] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            if info.pointee.ai_family == AF_INET, let raw = info.pointee.ai_addr {
                let address = raw.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr.s_addr }
                result.append(.v4(UInt32(bigEndian: address)))
            } else if info.pointee.ai_family == AF_INET6, let raw = info.pointee.ai_addr {
                var address = raw.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                result.append(.v6(withUnsafeBytes(of: &address) { Array($0) }))
            }
            cursor = info.pointee.ai_next
        }
        return result
    }
}
