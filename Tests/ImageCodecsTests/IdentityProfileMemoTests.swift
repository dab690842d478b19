import Testing
@testable import ImageCodecs

/// The memo of sRGB-like profiles that lets repeated decodes skip building a transform.
@Suite struct IdentityProfileMemoTests {
    @Test func remembersIdentityProfilesUpToItsCapacity() {
        let memo = IdentityProfileMemo()
        #expect(memo.description(ofIdentityProfile: [1, 2, 3]) == nil)
        memo.rememberIdentity([1, 2, 3], description: "sRGB IEC61966-2.1")
        #expect(memo.description(ofIdentityProfile: [1, 2, 3]) == "sRGB IEC61966-2.1")
        for index in 0..<(IdentityProfileMemo.capacity + 8) { memo.rememberIdentity([9, UInt8(index)], description: "p\(index)") }
        #expect(memo.description(ofIdentityProfile: [9, 0]) == "p0")
        #expect(memo.description(ofIdentityProfile: [9, UInt8(IdentityProfileMemo.capacity + 7)]) == nil)
    }

    /// A profile that changes colours (Adobe RGB) is converted on every decode, never memoised
    /// as the identity: the second decode must convert exactly like the first.
    @Test func realConversionsHappenEveryTime() throws {
        let first = try JPEGFixtureTests.decode("adobe-rgb.jpg")
        let second = try JPEGFixtureTests.decode("adobe-rgb.jpg")
        #expect(first.convertedProfileDescription != nil && second.convertedProfileDescription == first.convertedProfileDescription)
        #expect(first.bitmap == second.bitmap)
        let unmanaged = try JPEGFixtureTests.decode("adobe-rgb.jpg", options: ImageDecodingOptions(convertsToSRGB: false))
        #expect(second.bitmap != unmanaged.bitmap)
    }
}
