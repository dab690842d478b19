#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address as the resolver returned it, with the ranges the network guard refuses.
public enum IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// An IPv4 address, most significant byte first.
    case v4(UInt8, UInt8, UInt8, UInt8)
    /// An IPv6 address: 16 bytes, network order.
    case v6([UInt8])

    /// Parses a numeric address (`192.0.2.1`, `2001:db8::1`, with or without IPv6 brackets);
    /// `nil` for host names and anything `inet_pton` refuses.
    public init?(literal: String) {
        var text = literal
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            self.init(networkOrder: v4)
            return
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 {
            self.init(networkOrder: v6)
            return
        }
        return nil
    }

    init(networkOrder address: in_addr) {
        let value = UInt32(bigEndian: address.s_addr)
        self = .v4(UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    init(networkOrder address: in6_addr) {
        var copy = address
        self = .v6(withUnsafeBytes(of: &copy) { Array($0) })
    }

    /// The text form, as `inet_ntop` writes it (`::ffff:127.0.0.1` for mapped addresses).
    public var description: String {
        switch self {
        case let .v4(a, b, c, d):
            return "\(a).\(b).\(c).\(d)"
        case .v6(let bytes):
            var address = in6_addr()
            withUnsafeMutableBytes(of: &address) { raw in
                for (index, byte) in bytes.prefix(16).enumerated() { raw[index] = byte }
            }
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            guard inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count)) != nil else { return "?" }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// The form a URL's host takes: IPv6 in brackets.
    public var urlHost: String {
        if case .v6 = self { return "[\(description)]" }
        return description
    }

    /// The IPv4 address an IPv6 address carries: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible
    /// (`::a.b.c.d`, deprecated) and NAT64 (`64:ff9b::a.b.c.d`) addresses reach the IPv4 host.
    public var embeddedIPv4: IPAddress? {
        guard case .v6(let bytes) = self, bytes.count == 16 else { return nil }
        let tail = IPAddress.v4(bytes[12], bytes[13], bytes[14], bytes[15])
        let head = bytes[0..<12]
        if head.elementsEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]) { return tail }
        if head.elementsEqual([0, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0]) { return tail }
        // ::a.b.c.d, but not :: and ::1, which are their own special addresses.
        if head.allSatisfy({ $0 == 0 }), bytes[12] != 0 || bytes[13] != 0 { return tail }
        return nil
    }

    /// Why the address is not a public unicast address, or `nil` when it is one. These are the
    /// ranges a feed's URL must not reach by default: this machine, private networks, link-local
    /// (with the cloud metadata address 169.254.169.254), unique-local, and the unroutable ones.
    public var nonPublicRange: String? {
        if let inner = embeddedIPv4 { return inner.nonPublicRange.map { "\($0), inside \(description)" } }
        switch self {
        case let .v4(a, b, _, _):
            switch (a, b) {
            case (0, _): return "0.0.0.0/8 (this network)"
            case (127, _): return "127.0.0.0/8 (loopback)"
            case (10, _): return "10.0.0.0/8 (private)"
            case (172, 16...31): return "172.16.0.0/12 (private)"
            case (192, 168): return "192.168.0.0/16 (private)"
            case (169, 254): return "169.254.0.0/16 (link-local, cloud metadata)"
            case (100, 64...127): return "100.64.0.0/10 (carrier-grade NAT)"
            case (224...239, _): return "224.0.0.0/4 (multicast)"
            case (240...255, _): return "240.0.0.0/4 (reserved, broadcast)"
            default: return nil
            }
        case .v6(let bytes):
            guard bytes.count == 16 else { return "malformed IPv6 address" }
            if bytes.allSatisfy({ $0 == 0 }) { return ":: (unspecified)" }
            if bytes[0..<15].allSatisfy({ $0 == 0 }), bytes[15] == 1 { return "::1 (loopback)" }
            if bytes[0] & 0xFE == 0xFC { return "fc00::/7 (unique-local)" }
            if bytes[0] == 0xFE, bytes[1] & 0xC0 == 0x80 { return "fe80::/10 (link-local)" }
            if bytes[0] == 0xFE, bytes[1] & 0xC0 == 0xC0 { return "fec0::/10 (site-local, deprecated)" }
            if bytes[0] == 0xFF { return "ff00::/8 (multicast)" }
            return nil
        }
    }
}
