/// Feedshot's version, hashed into every input fingerprint: outputs rendered by another version
/// are rendered again by `--skip-unchanged` and get new ETags from `feedshot serve`.
package enum FeedshotVersion {
    /// Bump when rendering changes bytes (templates, rasterizer, text, encoder, bundled fonts).
    package static let current = "0.15.0"
}
