import HTTPServer
import Models

/// Which peers may say who the client is (`--trusted-proxy CIDR,…`), and so who the client of a
/// request is: the socket's peer, or, only when that peer is trusted, the right-most address of
/// `X-Forwarded-For` that is not itself a trusted proxy. Anyone else's `X-Forwarded-For` is ignored,
/// so a client cannot choose whom the limits count it as.
public struct TrustedProxies: Sendable, Equatable {
    /// An address block: `address/bits` in the 128-bit space (an IPv4 /32 is bits 128).
    struct Network: Sendable, Equatable {
        var address: IPAddress
        var bits: Int
    }

    /// A list entry that is not `ADDRESS` or `ADDRESS/BITS`.
    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    var networks: [Network]

    /// Nobody: every request's client is its socket's peer.
    public static let none = TrustedProxies(networks: [])

    init(networks: [Network]) { self.networks = networks }

    /// Parses `127.0.0.1/32,::1` (an address alone is one host).
    public init(parsing list: String) throws(ParseError) {
        var networks: [Network] = []
        for item in list.split(separator: ",") {
            let text = item.trimmingSpaces()
            let parts = text.split(separator: "/", maxSplits: 1)
            guard let first = parts.first, let address = IPAddress(first) else {
                throw ParseError(description: "\(text): not an IP address or CIDR block")
            }
            let width = address.isIPv4 ? 32 : 128
            var bits = width
            if parts.count == 2 {
                guard let value = Int(parts[1]), (0...width).contains(value) else {
                    throw ParseError(description: "\(text): the prefix length is 0–\(width)")
                }
                bits = value
            }
            networks.append(Network(address: address, bits: bits + (address.isIPv4 ? 96 : 0)))
        }
        self.networks = networks
    }

    func trusts(_ address: IPAddress) -> Bool {
        networks.contains { address.hasPrefix($0.address, bits: $0.bits) }
    }

    /// The client the limits count for `request`; nil when the server did not say (hand-made requests).
    public func client(of request: Request) -> ClientAddress? {
        guard var client = request.peer else { return nil }
        if !networks.isEmpty, trusts(client) {
            // Right to left: each hop appended the address it saw; stop at the first one not ours.
            // An entry that is not an address ends the walk at the last trusted hop.
            let hops = request.headers.values(for: "X-Forwarded-For").flatMap { $0.split(separator: ",") }
            for hop in hops.reversed() {
                guard let address = IPAddress(hop.trimmingSpaces()) else { break }
                client = address
                if !trusts(address) { break }
            }
        }
        return ClientAddress(high: client.high, low: client.low)
    }
}
