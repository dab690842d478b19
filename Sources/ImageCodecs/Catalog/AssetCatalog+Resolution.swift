#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AssetCatalog {
    /// The extensions tried, in order. Upper-case variants follow so camera files (`IMG_1.JPG`) work.
    public static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]

    /// Checks the name, then tries each candidate file in order; see the type's documentation.
    func findFile(named name: String, scale: Int) throws(AssetCatalogError) -> ResolvedAsset {
        let candidates = try Self.candidateFiles(named: name, scale: scale, directory: directory)
        for candidate in candidates {
            if let asset = try asset(at: candidate.relativePath, name: name, scale: candidate.assetScale) { return asset }
        }
        if let asset = try findImageSetFile(named: name, scale: scale) { return asset }
        throw .notFound(name: name, scale: scale, directory: directory, tried: candidates.map(\.relativePath))
    }

    /// The files `name` may be at display `scale`, in the order a catalog tries them: the exact
    /// scale, larger ones, smaller ones, then the plain name, each with `extensions` (the catalog's
    /// own by default; a name that ends in one of them keeps only that one). Throws for names that
    /// cannot be a file inside a catalog (`directory` names the catalog in the error). The one rule
    /// for local folders and for image folders by URL.
    public static func candidateFiles(named name: String, scale: Int, directory: String,
                                      extensions allowed: [String] = AssetCatalog.extensions)
        throws(AssetCatalogError) -> [(relativePath: String, assetScale: Int)] {
        try validate(name, directory: directory)
        var base = name
        var extensions = allowed
        if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") {
            let suffix = String(name[name.index(after: dot)...])
            if Self.extensions.contains(suffix) {
                base = String(name[..<dot])
                extensions = [suffix]
            }
        }
        var candidates: [(relativePath: String, assetScale: Int)] = []
        for candidateScale in Self.candidateScales(for: scale) {
            var stems = ["\(base)@\(candidateScale)x"]
            if candidateScale == 1 { stems.append(base) }
            for stem in stems {
                for fileExtension in extensions {
                    candidates.append(("\(stem).\(fileExtension)", candidateScale))
                }
            }
        }
        return candidates
    }

    /// Refuses names that cannot be a file inside the catalog.
    private static func validate(_ name: String, directory: String) throws(AssetCatalogError) {
        guard !name.isEmpty else { throw .invalidName(name: name, reason: "the name is empty") }
        guard !name.utf8.contains(0) else { throw .invalidName(name: name, reason: "the name contains a NUL byte") }
        if name.hasPrefix("/") { throw .outsideCatalog(name: name, directory: directory) }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") { throw .outsideCatalog(name: name, directory: directory) }
        if components.contains(where: \.isEmpty) || name.hasSuffix("/") {
            throw .invalidName(name: name, reason: "the name has an empty path component")
        }
    }

    /// The regular file at `relative` inside the catalog (scale 1), or `nil` if there is none.
    func regularFile(at relative: String, name: String) throws(AssetCatalogError) -> ResolvedAsset? {
        try asset(at: relative, name: name, scale: 1)
    }

    /// The asset at `relative` if it is a regular file inside the catalog; `nil` if there is none.
    private func asset(at relative: String, name: String, scale: Int) throws(AssetCatalogError) -> ResolvedAsset? {
        let candidate = canonicalDirectory + "/" + relative
        var status = stat()
        // stat follows symbolic links: a dangling link counts as missing.
        guard stat(candidate, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        guard let resolved = Self.realPath(candidate) else { return nil }
        let root = canonicalDirectory == "/" ? "/" : canonicalDirectory + "/"
        guard resolved.hasPrefix(root) else { throw .outsideCatalog(name: name, directory: directory) }
        return ResolvedAsset(path: resolved, relativePath: relative, assetScale: scale)
    }
}
