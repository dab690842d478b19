/// Which addresses a feed's image URLs may reach.
///
/// URLs in a feed are untrusted: by default every address the host resolves to must be a public
/// unicast address (see ``IPAddress/nonPublicRange``), checked after DNS resolution, for the first
/// request and for every redirect. The loader then connects to the address it checked (it never
/// resolves the name a second time), so a DNS answer that changes between the check and the
/// connection (DNS rebinding) cannot steer it to a private address.
public struct NetworkPolicy: Sendable, Hashable {
    /// Whether loopback, private, link-local and unique-local addresses are allowed
    /// (`--allow-private-network`).
    public var allowsPrivateNetwork: Bool
    /// Exact `host:port` pairs allowed despite resolving to a non-public address, for tests that
    /// serve on loopback but must prove that everything else is refused.
    public var exemptions: Set<String>

    /// Refuses non-public addresses.
    public static let publicOnly = NetworkPolicy(allowsPrivateNetwork: false)
    /// Allows every address.
    public static let allowPrivateNetwork = NetworkPolicy(allowsPrivateNetwork: true)

    /// Creates a policy.
    public init(allowsPrivateNetwork: Bool, exemptions: Set<String> = []) {
        self.allowsPrivateNetwork = allowsPrivateNetwork
        self.exemptions = exemptions
    }

    /// The address to connect to for `host`: the first one the resolver gave, after checking that
    /// every address it gave is allowed (a name with one private address among public ones is
    /// refused, since the resolver's order is not ours to rely on).
    func checkedAddress(host: String, port: Int, url: String) async throws(ImageLoadingError) -> IPAddress {
        let addresses = try await HostResolver.addresses(of: host)
        try check(addresses, host: host, port: port, url: url)
        // `addresses` is never empty: the resolver reports an empty answer as an error.
        guard let first = addresses.first else { throw .hostNotFound(host: host, reason: "no address") }
        return first
    }

    /// Throws ``ImageLoadingError/privateAddress(url:host:address:range:)`` for the first refused address.
    func check(_ addresses: [IPAddress], host: String, port: Int, url: String) throws(ImageLoadingError) {
        guard !allowsPrivateNetwork else { return }
        let bareHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if exemptions.contains("\(bareHost):\(port)") || exemptions.contains("\(host):\(port)") { return }
        for address in addresses {
            if let range = address.nonPublicRange {
                throw .privateAddress(url: url, host: host, address: address.description, range: range)
            }
        }
    }
}
