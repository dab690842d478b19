import Foundation

/// Paths into the checkout, found from this file's location so tests never depend on the
/// working folder.
public enum RepositoryPaths {
    /// The repository root (`Tests/FeedshotTestSupport/RepositoryPaths.swift` → three levels up).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The embedded default feed, `Assets/`.
    public static var assets: String { root + "/Assets" }

    /// The bundled fonts, `Fonts/`.
    public static var fonts: String { root + "/Fonts" }
}
