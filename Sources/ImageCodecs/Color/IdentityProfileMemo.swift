/// Remembers which embedded RGB profiles convert to sRGB as the identity (the sRGB profiles most
/// cameras and phones embed), with their descriptions, so decoding the next image with the same
/// profile skips building a Little CMS transform (tone curves and all: ~1 ms each) just to find
/// out again that it changes nothing. Keyed by the profile's bytes; a few dozen entries at most.
final class IdentityProfileMemo: Sendable {
    static let shared = IdentityProfileMemo()
    /// Entries kept before the memo stops growing (a feed embeds a handful of distinct profiles).
    static let capacity = 32

    private let lock = Lock()
    // Guarded by `lock`.
    nonisolated(unsafe) private var descriptions: [[UInt8]: String] = [:]

    /// The description of `profile` if it is a known identity profile.
    func description(ofIdentityProfile profile: [UInt8]) -> String? {
        lock.withLock { descriptions[profile] }
    }

    /// Records that `profile` (described as `description`) converts RGB to sRGB as the identity.
    func rememberIdentity(_ profile: [UInt8], description: String) {
        lock.withLock {
            if descriptions.count < Self.capacity { descriptions[profile] = description }
        }
    }
}
