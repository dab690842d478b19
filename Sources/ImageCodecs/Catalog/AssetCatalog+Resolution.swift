#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AssetCatalog {
    /// The extensions tried, in order. Upper-case variants follow so camera files (`IMG_1.JPG`) work.
    static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]

    /// Checks the name, then tries each candidate file in order; see the type's documentation.
    func findFile(named name: String, scale: Int) throws(AssetCatalogError) -> ResolvedAsset {
        try validate(name)
        var base = name
        var extensions = Self.extensions
        if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") {
            let suffix = String(name[name.index(after: dot)...])
            if Self.extensions.contains(suffix) {
                base = String(name[..<dot])
                extensions = [suffix]
            }
        }
        var tried: [String] = []
        for candidateScale in Self.candidateScales(for: scale) {
            var stems = ["\(base)@\(candidateScale)x"]
            if candidateScale == 1 { stems.append(base) }
            for stem in stems {
                for fileExtension in extensions {
                    let relative = "\(stem).\(fileExtension)"
                    tried.append(relative)
                    if let asset = try asset(at: relative, name: name, scale: candidateScale) { return asset }
                }
            }
        }
        throw .notFound(name: name, scale: scale, directory: directory, tried: tried)
    }

    /// Refuses names that cannot be a file inside the catalog.
    private func validate(_ name: String) throws(AssetCatalogError) {
        guard !name.isEmpty else { throw .invalidName(name: name, reason: "the name is empty") }
        guard !name.utf8.contains(0) else { throw .invalidName(name: name, reason: "the name contains a NUL byte") }
        if name.hasPrefix("/") { throw .outsideCatalog(name: name, directory: directory) }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") { throw .outsideCatalog(name: name, directory: directory) }
        if components.contains(where: \.isEmpty) || name.hasSuffix("/") {
            throw .invalidName(name: name, reason: "the name has an empty path component")
        }
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
