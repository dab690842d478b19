import Foundation
import Testing
import Raster
@testable import ImageCodecs

/// Xcode image sets (`NAME.imageset/Contents.json`) in a catalog, at its top or inside
/// `Assets.xcassets`: files picked by scale as for plain files, names checked against escapes.
@Suite struct AssetCatalogImageSetTests {
    typealias Folder = AssetCatalogTests.Folder

    static func contents(_ images: [(filename: String, scale: String?)]) -> String {
        let entries = images.map { image in
            let scale = image.scale.map { #", "scale": "\#($0)""# } ?? ""
            return #"{"filename": "\#(image.filename)", "idiom": "universal"\#(scale)}"#
        }
        return #"{"images": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }

    @Test func anImageSetInsideAssetsXcassetsIsPickedByScale() throws {
        let folder = try Folder(files: ["Assets.xcassets/apollo11.imageset/badge-small.png": 1,
                                        "Assets.xcassets/apollo11.imageset/badge-medium.png": 2,
                                        "Assets.xcassets/apollo11.imageset/badge-large.png": 3])
        try Self.contents([("badge-small.png", "1x"), ("badge-medium.png", "2x"), ("badge-large.png", "3x")])
            .write(toFile: folder.path + "/Assets.xcassets/apollo11.imageset/Contents.json", atomically: true, encoding: .utf8)
        let catalog = try AssetCatalog(directory: folder.path)
        #expect(try catalog.image(named: "apollo11", scale: 3).image.bitmap.width == 3)
        #expect(try catalog.image(named: "apollo11", scale: 2).image.bitmap.width == 2)
        let resolved = try catalog.resolve("apollo11", scale: 1)
        #expect(resolved.assetScale == 1 && resolved.relativePath.hasSuffix("badge-small.png"))
        // The catalog folder itself may be the .xcassets folder.
        let inner = try AssetCatalog(directory: folder.path + "/Assets.xcassets")
        #expect(try inner.image(named: "apollo11", scale: 3).image.bitmap.width == 3)
    }

    @Test func aSingleScaleSetIsOneX() throws {
        let folder = try Folder(files: ["moon.imageset/moon.jpg": 4])
        try Self.contents([("moon.jpg", nil), ("moon@2x.png", "2x")])   // the 2x file is missing
            .write(toFile: folder.path + "/moon.imageset/Contents.json", atomically: true, encoding: .utf8)
        let resolved = try AssetCatalog(directory: folder.path).resolve("moon", scale: 3)
        #expect(resolved.assetScale == 1 && resolved.relativePath.hasSuffix("moon.jpg"))
    }

    @Test func plainFilesComeFirstAndBadListingsFindNothing() throws {
        let folder = try Folder(files: ["star@2x.png": 7, "star.imageset/star.png": 5, "evil.imageset/x.png": 1])
        try Self.contents([("star.png", "2x")])
            .write(toFile: folder.path + "/star.imageset/Contents.json", atomically: true, encoding: .utf8)
        // A listing whose file names leave the set is ignored, and broken JSON is not a set.
        try Self.contents([("../star@2x.png", "1x"), ("/etc/passwd.png", "1x")])
            .write(toFile: folder.path + "/evil.imageset/Contents.json", atomically: true, encoding: .utf8)
        let catalog = try AssetCatalog(directory: folder.path)
        #expect(try catalog.image(named: "star", scale: 2).image.bitmap.width == 7)
        #expect(throws: AssetCatalogError.self) { try catalog.resolve("evil", scale: 1) }
        try "{ not json".write(toFile: folder.path + "/evil.imageset/Contents.json", atomically: true, encoding: .utf8)
        #expect(throws: AssetCatalogError.self) { try AssetCatalog(directory: folder.path).resolve("evil", scale: 1) }
        #expect(throws: AssetCatalogError.self) { try catalog.resolve("../star", scale: 1) }
    }
}
