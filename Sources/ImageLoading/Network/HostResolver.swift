import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a URL's host into addresses with the system resolver (`getaddrinfo`), off the Swift
/// concurrency pool because the call blocks.
enum HostResolver {
    private static let queue = DispatchQueue(label: "feedshot.image-loading.resolver", attributes: .concurrent)

    /// Every address `host` resolves to, in the resolver's order, duplicates removed.
    static func addresses(of host: String) async throws(ImageLoadingError) -> [IPAddress] {
        if let literal = IPAddress(literal: host) { return [literal] }
        let result: Result<[IPAddress], ImageLoadingError> = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: resolveBlocking(host)) }
        }
        return try result.get()
    }

    private static func resolveBlocking(_ host: String) -> Result<[IPAddress], ImageLoadingError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0 else {
            let reason = String(cString: gai_strerror(status))
            return .failure(.hostNotFound(host: host, reason: reason))
        }
        defer { freeaddrinfo(list) }
        var addresses = [IPAddress]()
        var entry = list
        while let current = entry {
            if let socketAddress = current.pointee.ai_addr {
                switch Int32(current.pointee.ai_family) {
                case AF_INET:
                    let address = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                    addresses.append(IPAddress(networkOrder: address))
                case AF_INET6:
                    let address = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                    addresses.append(IPAddress(networkOrder: address))
                default:
                    break
                }
            }
            entry = current.pointee.ai_next
        }
        var seen = Set<IPAddress>()
        addresses = addresses.filter { seen.insert($0).inserted }
        guard !addresses.isEmpty else { return .failure(.hostNotFound(host: host, reason: "no IPv4 or IPv6 address")) }
        return .success(addresses)
    }
}
