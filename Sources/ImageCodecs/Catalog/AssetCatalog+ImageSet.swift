import Foundation

// Xcode's own layout: `NAME.imageset/Contents.json` lists the files of an image by scale
// (`{"images": [{"filename": "apollo11@2x.png", "scale": "2x", "idiom": "universal"}, …]}`),
// at the top of the catalog folder or inside `Assets.xcassets` in it, so an app's asset catalog
// is read as Xcode wrote it. Plain `name@2x.png` files are looked up first; image sets after.

extension AssetCatalog {
    /// The folders, relative to the catalog, where image sets are looked for.
    static let imageSetFolders = ["", "Assets.xcassets/"]

    /// The file for `name` at display `scale` from an image set's `Contents.json`, or `nil` when
    /// there is no image set of that name (or it lists no PNG or JPEG file). The set's files are
    /// tried in the catalog's scale order; an entry without a scale counts as 1x.
    func findImageSetFile(named name: String, scale: Int) throws(AssetCatalogError) -> ResolvedAsset? {
        // A name with an image extension names a file, never a set.
        if let dot = name.lastIndex(of: "."), Self.extensions.contains(String(name[name.index(after: dot)...])) {
            return nil
        }
        for folder in Self.imageSetFolders {
            let setFolder = folder + name + ".imageset"
            guard let contents = try regularFile(at: setFolder + "/Contents.json", name: name),
                  let entries = Self.imageSetEntries(contentsAt: contents.path) else { continue }
            for candidateScale in Self.candidateScales(for: scale) {
                for entry in entries where entry.scale == candidateScale {
                    if let asset = try regularFile(at: setFolder + "/" + entry.filename, name: name) {
                        return ResolvedAsset(path: asset.path, relativePath: asset.relativePath,
                                             assetScale: candidateScale)
                    }
                }
            }
        }
        return nil
    }

    /// The PNG and JPEG files an image set's `Contents.json` lists, with their scales; `nil` when
    /// the file is missing, larger than 1 MiB or not such a listing.
    static func imageSetEntries(contentsAt path: String) -> [(filename: String, scale: Int)]? {
        guard let data = CatalogFile.contents(atPath: path) else { return nil }
        return imageSetEntries(parsing: data)
    }

    /// The PNG and JPEG files an image set's `Contents.json` bytes list, with their scales (1x
    /// when unstated); `nil` when they are not such a listing. Entries with another extension,
    /// an unknown scale or a file name with a path (it could lead out of the set) are skipped.
    public static func imageSetEntries(parsing data: Data) -> [(filename: String, scale: Int)]? {
        guard data.count <= CatalogFile.maximumSize,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = object["images"] as? [Any] else { return nil }
        var entries: [(filename: String, scale: Int)] = []
        for case let image as [String: Any] in images {
            guard let filename = image["filename"] as? String, !filename.isEmpty, !filename.contains("/"),
                  filename != "..", !filename.utf8.contains(0),
                  let dot = filename.lastIndex(of: "."),
                  extensions.contains(String(filename[filename.index(after: dot)...])) else { continue }
            let scaleText = (image["scale"] as? String) ?? "1x"
            guard scaleText.hasSuffix("x"), let scale = Int(scaleText.dropLast()), assetScales.contains(scale) else {
                continue
            }
            entries.append((filename, scale))
        }
        return entries
    }
}
