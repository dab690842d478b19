import Foundation
import Testing
import Raster
@testable import ImageCodecs

/// AssetCatalog: resolution order, asset scales, path-escape refusals, caching.
@Suite struct AssetCatalogTests {
    /// A catalog folder with small PNGs whose width tells which file was picked.
    final class Folder {
        let path: String
        init(files: [String: Int]) throws {
            path = try TestFiles.makeTemporaryFolder()
            for (name, width) in files { try add(name, width: width) }
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func add(_ name: String, width: Int, height: Int = 2) throws {
            let file = path + "/" + name
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            let bytes: [UInt8]
            if name.hasSuffix(".png") {
                bytes = try PNGEncoder.encode(Bitmap(width: width, height: height, fill: .white))
            } else {
                bytes = try JPEGEncoder.encode(Bitmap(width: width, height: height, fill: .white), quality: 80)
            }
            try TestFiles.write(bytes, to: file)
        }
    }

    static let everyScale: [String: Int] = [
        "apollo11@3x.png": 3, "apollo11@2x.png": 2, "apollo11@1x.png": 1, "apollo11.png": 10,
    ]

    @Test func candidateScalesFollowTheDocumentedOrder() {
        #expect(AssetCatalog.candidateScales(for: 3) == [3, 2, 1])
        #expect(AssetCatalog.candidateScales(for: 2) == [2, 3, 1])
        #expect(AssetCatalog.candidateScales(for: 1) == [1, 2, 3])
        #expect(AssetCatalog.candidateScales(for: 4) == [3, 2, 1])
    }

    @Test(arguments: [
        (3, [String](), "apollo11@3x.png"),
        (3, ["apollo11@3x.png"], "apollo11@2x.png"),
        (3, ["apollo11@3x.png", "apollo11@2x.png"], "apollo11@1x.png"),
        (3, ["apollo11@3x.png", "apollo11@2x.png", "apollo11@1x.png"], "apollo11.png"),
        (2, [], "apollo11@2x.png"),
        (2, ["apollo11@2x.png"], "apollo11@3x.png"),
        (2, ["apollo11@2x.png", "apollo11@3x.png"], "apollo11@1x.png"),
        (1, [], "apollo11@1x.png"),
        (1, ["apollo11@1x.png"], "apollo11.png"),
        (1, ["apollo11@1x.png", "apollo11.png"], "apollo11@2x.png"),
    ])
    func resolutionOrder(scale: Int, removed: [String], expected: String) throws {
        let folder = try Folder(files: Self.everyScale)
        for name in removed { try FileManager.default.removeItem(atPath: folder.path + "/" + name) }
        let catalog = try AssetCatalog(directory: folder.path)
        let asset = try catalog.resolve("apollo11", scale: scale)
        #expect(asset.relativePath == expected)
        let expectedScale = expected == "apollo11.png" ? 1 : Int(String(expected.dropFirst(9).prefix(1)))!
        #expect(asset.assetScale == expectedScale)
    }

    @Test func extensionsAreTriedPNGThenJPGThenJPEGWithinAScale() throws {
        let folder = try Folder(files: ["photo@2x.jpeg": 4, "photo@2x.jpg": 6, "photo@3x.png": 9])
        let catalog = try AssetCatalog(directory: folder.path)
        #expect(try catalog.resolve("photo", scale: 2).relativePath == "photo@2x.jpg")
        #expect(try catalog.resolve("photo", scale: 3).relativePath == "photo@3x.png")
        // An explicit extension only matches that extension.
        #expect(try catalog.resolve("photo.jpeg", scale: 2).relativePath == "photo@2x.jpeg")
    }

    @Test func naturalSizeIsPixelsOverTheAssetScale() throws {
        let folder = try Folder(files: [:])
        try folder.add("moon@3x.png", width: 300, height: 150)
        let catalog = try AssetCatalog(directory: folder.path)
        let image = try catalog.image(named: "moon", scale: 3)
        #expect(image.asset.assetScale == 3)
        #expect(image.naturalWidth == 100 && image.naturalHeight == 50)
        // At scale 1 the @3x file is still the only one: same natural size in points.
        let atOne = try catalog.image(named: "moon", scale: 1)
        #expect(atOne.naturalWidth == 100)
    }

    @Test func subfoldersResolve() throws {
        let folder = try Folder(files: ["moonshot/apollo11@2x.png": 5])
        let catalog = try AssetCatalog(directory: folder.path)
        #expect(try catalog.resolve("moonshot/apollo11", scale: 2).relativePath == "moonshot/apollo11@2x.png")
    }

    @Test func missingNameListsWhatWasTried() throws {
        let folder = try Folder(files: [:])
        let catalog = try AssetCatalog(directory: folder.path)
        #expect {
            try catalog.resolve("ghost", scale: 2)
        } throws: { error in
            guard case AssetCatalogError.notFound(let name, 2, _, let tried)? = error as? AssetCatalogError else { return false }
            return name == "ghost" && tried.first == "ghost@2x.png" && tried.contains("ghost.jpeg")
                && (error as? AssetCatalogError)?.description.contains("ghost@2x.png") == true
        }
    }

    static func expectOutside(_ catalog: AssetCatalog, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try catalog.resolve(name, scale: 2)
        } throws: { error in
            guard case AssetCatalogError.outsideCatalog(let refused, _)? = error as? AssetCatalogError else { return false }
            return refused == name
        }
    }

    @Test(arguments: ["../secret", "a/../../secret", "/etc/passwd", "..", "moonshot/../../secret"])
    func namesLeadingOutAreRefused(name: String) throws {
        let parent = try TestFiles.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        try FileManager.default.createDirectory(atPath: parent + "/catalog/moonshot", withIntermediateDirectories: true)
        try TestFiles.write(try PNGEncoder.encode(Bitmap(width: 1, height: 1, fill: .white)), to: parent + "/secret@2x.png")
        let catalog = try AssetCatalog(directory: parent + "/catalog")
        Self.expectOutside(catalog, name)
    }

    @Test func symbolicLinkLeadingOutIsRefusedAndOneInsideWorks() throws {
        let parent = try TestFiles.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let catalogPath = parent + "/catalog"
        try FileManager.default.createDirectory(atPath: catalogPath, withIntermediateDirectories: true)
        let png = try PNGEncoder.encode(Bitmap(width: 3, height: 1, fill: .white))
        try TestFiles.write(png, to: parent + "/outside.png")
        try TestFiles.write(png, to: catalogPath + "/inside.png")
        try FileManager.default.createSymbolicLink(atPath: catalogPath + "/escape@2x.png", withDestinationPath: "../outside.png")
        try FileManager.default.createSymbolicLink(atPath: catalogPath + "/alias@2x.png", withDestinationPath: "inside.png")
        // A linked folder leading out is refused the same way.
        try FileManager.default.createSymbolicLink(atPath: catalogPath + "/linked", withDestinationPath: parent)
        let catalog = try AssetCatalog(directory: catalogPath)
        Self.expectOutside(catalog, "escape")
        Self.expectOutside(catalog, "linked/outside")
        let alias = try catalog.resolve("alias", scale: 2)
        #expect(alias.assetScale == 2 && alias.path.hasSuffix("/catalog/inside.png"))
    }

    @Test(arguments: ["", "a//b", "trailing/"])
    func malformedNamesAreInvalid(name: String) throws {
        let folder = try Folder(files: [:])
        let catalog = try AssetCatalog(directory: folder.path)
        #expect {
            try catalog.resolve(name, scale: 1)
        } throws: { error in
            guard case AssetCatalogError.invalidName? = error as? AssetCatalogError else { return false }
            return true
        }
    }

    @Test func missingCatalogFolderIsReported() {
        #expect(throws: AssetCatalogError.self) {
            try AssetCatalog(directory: "/nonexistent-feedshot-catalog")
        }
    }

    @Test func undecodableFileReportsTheDecodingError() throws {
        let folder = try Folder(files: [:])
        try TestFiles.write(Array("not an image".utf8), to: folder.path + "/broken.png")
        let catalog = try AssetCatalog(directory: folder.path)
        #expect {
            try catalog.image(named: "broken", scale: 1)
        } throws: { error in
            guard case AssetCatalogError.decodingFailed(.unrecognizedFormat(let file, _))? = error as? AssetCatalogError
            else { return false }
            return file.hasSuffix("/broken.png")
        }
    }

    @Test func decodedImagesAreCachedPerScaleDenominator() throws {
        let folder = try Folder(files: [:])
        try folder.add("photo.jpg", width: 256, height: 128)
        let catalog = try AssetCatalog(directory: folder.path)
        // Kept from its second decode on: the first might be the only one.
        _ = try catalog.image(named: "photo", scale: 1)
        #expect(catalog.cachedImageCount == 0)
        let full = try catalog.image(named: "photo", scale: 1)
        #expect(full.image.scaleDenominator == 1 && catalog.cachedImageCount == 1)
        // A full-size decode already covers a small target: reused, nothing new decoded.
        let small = try catalog.image(named: "photo", scale: 1, targetPixelSize: PixelSize(width: 32, height: 16))
        #expect(small.image.scaleDenominator == 1 && catalog.cachedImageCount == 1)
        catalog.removeCachedImages()
        _ = try catalog.image(named: "photo", scale: 1, targetPixelSize: PixelSize(width: 32, height: 16))
        let eighth = try catalog.image(named: "photo", scale: 1, targetPixelSize: PixelSize(width: 32, height: 16))
        #expect(eighth.image.scaleDenominator == 8 && eighth.image.bitmap.width == 32)
        #expect(eighth.naturalWidth == 256)
        _ = try catalog.image(named: "photo", scale: 1)
        let again = try catalog.image(named: "photo", scale: 1)
        #expect(again.image.scaleDenominator == 1 && catalog.cachedImageCount == 2)
        #expect(catalog.cachedByteCount == 256 * 128 * 4 + 32 * 16 * 4)
    }

    @Test func cacheStaysWithinItsBudget() throws {
        let folder = try Folder(files: [:])
        for index in 0..<6 { try folder.add("tile\(index).png", width: 32, height: 32) }  // 4 KB each
        let catalog = try AssetCatalog(directory: folder.path, memoryBudget: 10_000)
        for index in 0..<6 {
            for _ in 0..<2 { _ = try catalog.image(named: "tile\(index)", scale: 1) }
        }
        #expect(catalog.cachedByteCount <= 10_000 && catalog.cachedImageCount == 2)
        // The most recently used ones stay.
        _ = try catalog.image(named: "tile5", scale: 1)
        #expect(catalog.cachedImageCount == 2)
    }

    /// Regression: a batch with a badge per card kept every badge until the 256 MiB budget was
    /// full (162 MiB peak on 12 real-photo cards). Images drawn once must not stay cached.
    @Test func imagesDecodedOnceAreNotKept() throws {
        let folder = try Folder(files: [:])
        for index in 0..<5 { try folder.add("badge\(index).png", width: 32, height: 32) }
        try folder.add("portrait.png", width: 16, height: 16)
        let catalog = try AssetCatalog(directory: folder.path)
        for index in 0..<5 {
            _ = try catalog.image(named: "badge\(index)", scale: 1)
            _ = try catalog.image(named: "portrait", scale: 1)
        }
        #expect(catalog.cachedImageCount == 1 && catalog.cachedByteCount == 16 * 16 * 4)
    }

    @Test func concurrentLookupsAgree() async throws {
        let folder = try Folder(files: Self.everyScale)
        try folder.add("other@2x.png", width: 7)
        let catalog = try AssetCatalog(directory: folder.path)
        let widths = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<32 {
                group.addTask {
                    try catalog.image(named: index % 2 == 0 ? "apollo11" : "other", scale: 2).image.bitmap.width
                }
            }
            var widths: [Int] = []
            for try await width in group { widths.append(width) }
            return widths
        }
        #expect(widths.filter { $0 == 2 }.count == 16 && widths.filter { $0 == 7 }.count == 16)
        #expect(catalog.cachedImageCount == 2)
    }
}
