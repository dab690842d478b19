import Testing
import FeedshotTestSupport
@testable import ImageLoading

/// The pieces under the loader: the address ranges the network guard refuses, the SHA-256 that
/// names cache files, and the parsing of caching headers.
struct AddressAndHashTests {
    @Test(arguments: ["127.0.0.1", "127.255.0.9", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1",
                      "169.254.169.254", "0.0.0.0", "0.1.2.3", "100.64.0.1", "224.0.0.1", "255.255.255.255",
                      "::1", "::", "fc00::1", "fd12:3456::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1",
                      "::ffff:169.254.169.254", "64:ff9b::10.0.0.1", "::10.0.0.1", "[::1]"])
    func nonPublicAddressesAreRefused(literal: String) throws {
        let address = try #require(IPAddress(literal: literal))
        #expect(address.nonPublicRange != nil, "\(literal)")
        #expect(throws: ImageLoadingError.self) {
            try NetworkPolicy.publicOnly.check([address], host: literal, port: 80, url: "http://\(literal)/")
        }
        // --allow-private-network lifts it.
        try NetworkPolicy.allowPrivateNetwork.check([address], host: literal, port: 80, url: "http://\(literal)/")
    }

    @Test(arguments: ["93.184.216.34", "8.8.8.8", "172.15.255.255", "172.32.0.1", "192.169.0.1", "11.0.0.1",
                      "2606:2800:220:1:248:1893:25c8:1946", "::ffff:8.8.8.8", "2001:4860:4860::8888"])
    func publicAddressesPass(literal: String) throws {
        let address = try #require(IPAddress(literal: literal))
        #expect(address.nonPublicRange == nil, "\(literal)")
    }

    @Test func oneNonPublicAddressAmongPublicOnesRefusesTheHost() {
        let addresses = [IPAddress.v4(93, 184, 216, 34), .v4(127, 0, 0, 1)]
        #expect(throws: ImageLoadingError.self) {
            try NetworkPolicy.publicOnly.check(addresses, host: "rebind.example", port: 443, url: "https://rebind.example/")
        }
    }

    @Test func exemptionsAreExactHostAndPort() throws {
        let policy = NetworkPolicy(allowsPrivateNetwork: false, exemptions: ["127.0.0.1:8080"])
        try policy.check([.v4(127, 0, 0, 1)], host: "127.0.0.1", port: 8080, url: "http://127.0.0.1:8080/")
        #expect(throws: ImageLoadingError.self) {
            try policy.check([.v4(127, 0, 0, 1)], host: "127.0.0.1", port: 8081, url: "http://127.0.0.1:8081/")
        }
        #expect(throws: ImageLoadingError.self) {
            try policy.check([.v4(127, 0, 0, 1)], host: "localhost", port: 8080, url: "http://localhost:8080/")
        }
    }

    @Test func numericHostFormsResolveToTheAddressTheyMean() async throws {
        // glibc reads "2130706433" and "0x7f.1" as 127.0.0.1: the guard sees the resolved address.
        for host in ["2130706433", "0x7f.1", "localhost"] {
            let addresses = try await HostResolver.addresses(of: host)
            #expect(addresses.contains { $0.nonPublicRange != nil }, "\(host) → \(addresses)")
        }
    }

    @Test func cacheControlDirectives() {
        #expect(CacheValidators(etag: nil, lastModified: nil, cacheControl: "public, max-age=600").maxAge == 600)
        #expect(CacheValidators(etag: nil, lastModified: nil, cacheControl: "max-age=\"60\"").maxAge == 60)
        #expect(CacheValidators(etag: nil, lastModified: nil, cacheControl: "no-cache, max-age=600").maxAge == 0)
        #expect(CacheValidators(etag: nil, lastModified: nil, cacheControl: "no-store").maxAge == 0)
        #expect(CacheValidators(etag: nil, lastModified: nil, cacheControl: "max-age=-5").maxAge == nil)
        #expect(CacheValidators(etag: nil, lastModified: nil, cacheControl: nil).maxAge == nil)
    }

    @Test(arguments: ["file:///etc/passwd", "ftp://example.com/a.png", "gopher://x/", "data:image/png;base64,AAAA"])
    func onlyHTTPAndHTTPSAreLoaded(url: String) async throws {
        let folder = try TemporaryFolder()
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(cacheDirectory: folder.path))
        let result = await loader.load(url)
        await loader.shutdown()
        guard case .failure(let error) = result else {
            Issue.record("\(url) loaded")
            return
        }
        switch error {
        case .unsupportedScheme, .invalidURL: break
        default: Issue.record("\(url): \(error)")
        }
    }
}
