import FeedshotSnapshotTesting
import FeedshotTestSupport
import Foundation
import ImageCodecs
import Testing

/// A small card: shapes and text, so the strategies render through FeedshotUI and Typography.
struct Badge: View {
    var title = "GO"
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.1, green: 0.1, blue: 0.2))
            Text(title).font(.headline).foregroundStyle(.white)
        }
        .frame(width: 60, height: 28)
    }
}

/// The strategies through swift-snapshot-testing's own `verifySnapshot`/`assertSnapshot`, its
/// record modes and its `__Snapshots__` layout, unchanged.
@Suite struct SnapshottingStrategyTests {
    /// The reference file swift-snapshot-testing uses for `name` in `folder` for this test.
    static func reference(_ folder: TemporaryFolder, _ test: String, _ name: String) -> String {
        folder.file("\(test).\(name).png")
    }

    @Test func recordsMissingThenMatches() throws {
        let folder = try TemporaryFolder("snapshot-strategy")
        let first = verifySnapshot(of: Badge(), as: .image(scale: 1), named: "badge", record: .missing,
                                   snapshotDirectory: folder.path)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let path = Self.reference(folder, "recordsMissingThenMatches", "badge")
        let recorded = try ImageDecoder.decode(contentsOf: path).bitmap
        #expect(recorded == Renderer(scale: 1).render(Badge()))
        #expect(recorded.width == 60 && recorded.height == 28)
        #expect(verifySnapshot(of: Badge(), as: .image(scale: 1), named: "badge", record: .missing,
                               snapshotDirectory: folder.path) == nil)
    }

    @Test func recordNeverWritesNothingAndRecordAllOverwrites() throws {
        let folder = try TemporaryFolder("snapshot-strategy")
        let path = Self.reference(folder, "recordNeverWritesNothingAndRecordAllOverwrites", "badge")
        let never = verifySnapshot(of: Badge(), as: .image(scale: 1), named: "badge", record: .never,
                                   snapshotDirectory: folder.path)
        #expect(never?.contains("recording is disabled") == true)
        #expect(!FileManager.default.fileExists(atPath: path))
        _ = verifySnapshot(of: Badge(title: "NO"), as: .image(scale: 1), named: "badge", record: .missing,
                           snapshotDirectory: folder.path)
        let all = verifySnapshot(of: Badge(), as: .image(scale: 1), named: "badge", record: .all,
                                 snapshotDirectory: folder.path)
        #expect(all?.contains("Record mode is on") == true)
        #expect(try ImageDecoder.decode(contentsOf: path).bitmap == Renderer(scale: 1).render(Badge()))
    }

    @Test func mismatchFailsWithArtifacts() throws {
        let folder = try TemporaryFolder("snapshot-strategy")
        _ = verifySnapshot(of: Badge(title: "GO"), as: .image(scale: 1), named: "badge", record: .missing,
                           snapshotDirectory: folder.path)
        let message = try #require(verifySnapshot(of: Badge(title: "NO"), as: .image(scale: 1), named: "badge",
                                                  record: .missing, snapshotDirectory: folder.path))
        #expect(message.contains("Snapshot \"badge\" does not match reference."))
        #expect(message.contains("Newly-taken snapshot does not match reference."))
        #expect(message.contains("pixels differ"))
        // Ours (expected, actual, diff, side by side) and swift-snapshot-testing's failed snapshot.
        let paths = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
            .map { $0.hasPrefix("file://") ? String($0.dropFirst(7)) : $0 }
            .filter { $0.hasSuffix(".png") && $0.hasPrefix("/") }
        for name in ["expected.png", "actual.png", "diff.png", "side-by-side.png"] {
            let path = try #require(paths.first { $0.hasSuffix("/" + name) }, "no \(name) in \(message)")
            #expect(FileManager.default.fileExists(atPath: path))
        }
        let actual = try #require(paths.first { $0.hasSuffix("/actual.png") })
        #expect(try ImageDecoder.decode(contentsOf: actual).bitmap == Renderer(scale: 1).render(Badge(title: "NO")))
        let failed = try #require(paths.first { $0.hasSuffix("/mismatchFailsWithArtifacts.badge.png") && !$0.hasPrefix(folder.path) })
        #expect(FileManager.default.fileExists(atPath: failed))
    }

    @Test func precisionAppliesThroughTheStrategy() throws {
        let folder = try TemporaryFolder("snapshot-strategy")
        let square = { (level: Double) in Color(white: level).frame(width: 10, height: 10) }
        _ = verifySnapshot(of: square(0.5), as: .image(scale: 1), named: "grey", record: .missing,
                           snapshotDirectory: folder.path)
        // 0.5 → 0.505 is ΔE < 1: not byte-equal, but within perceptual precision 0.98.
        #expect(verifySnapshot(of: square(0.505), as: .image(scale: 1), named: "grey", record: .never,
                               snapshotDirectory: folder.path) != nil)
        #expect(verifySnapshot(of: square(0.505), as: .image(perceptualPrecision: 0.98, scale: 1), named: "grey",
                               record: .never, snapshotDirectory: folder.path) == nil)
        #expect(verifySnapshot(of: square(0.9), as: .image(perceptualPrecision: 0.98, scale: 1), named: "grey",
                               record: .never, snapshotDirectory: folder.path) != nil)
    }

    @Test func bitmapStrategyAndSizedView() throws {
        let folder = try TemporaryFolder("snapshot-strategy")
        let bitmap = Renderer(scale: 2).render(Badge(), size: Size(width: 80, height: 40))
        _ = verifySnapshot(of: bitmap, as: .image, named: "bitmap", record: .missing, snapshotDirectory: folder.path)
        #expect(bitmap.width == 160 && bitmap.height == 80)
        #expect(verifySnapshot(of: Badge(), as: .image(size: Size(width: 80, height: 40), scale: 2), named: "bitmap",
                               record: .never, snapshotDirectory: folder.path) == nil)
    }

    @Test func damagedReferenceFailsWithAMessage() throws {
        let folder = try TemporaryFolder("snapshot-strategy")
        _ = try folder.write("damagedReferenceFailsWithAMessage.badge.png", "not a png")
        let message = verifySnapshot(of: Badge(), as: .image(scale: 1), named: "badge", record: .never,
                                     snapshotDirectory: folder.path)
        #expect(message?.contains("could not be decoded") == true)
    }

    /// The plain call a user writes, with its golden committed under `__Snapshots__/` beside
    /// this file, as swift-snapshot-testing lays it out.
    @Test func deviceScreen() {
        assertSnapshot(of: Badge(title: "iPhone"), as: .image(on: .iPhone14, scale: 1))
        assertSnapshot(of: Badge(), as: .image)
    }
}

/// The variants through swift-snapshot-testing: a strategy per variant, one reference file each.
@Suite struct SnapshottingVariantTests {
    @Test func eachVariantRecordsItsOwnReference() throws {
        let folder = try TemporaryFolder("snapshot-variants")
        let strategies: [String: Snapshotting<Badge, Bitmap>] = .images(variants: [.default, .dark], scale: 1)
        #expect(Set(strategies.keys) == ["default", "dark"])
        for (name, strategy) in strategies {
            _ = verifySnapshot(of: Badge(), as: strategy, named: name, record: .missing, snapshotDirectory: folder.path)
        }
        let light = try ImageDecoder.decode(contentsOf: folder.file("eachVariantRecordsItsOwnReference.default.png")).bitmap
        let dark = try ImageDecoder.decode(contentsOf: folder.file("eachVariantRecordsItsOwnReference.dark.png")).bitmap
        #expect(light == Renderer(scale: 1).render(Badge()))
        #expect(dark == Renderer(scale: 1).applying(.dark).render(Badge()))
        // Matches on the second run.
        #expect(verifySnapshot(of: Badge(), as: .image(variant: .dark, scale: 1), named: "dark", record: .missing,
                               snapshotDirectory: folder.path) == nil)
    }

    @Test func deviceVariantsRenderTheirDevice() throws {
        let folder = try TemporaryFolder("snapshot-variants")
        let phone = Device(name: "tiny", size: Size(width: 20, height: 40))
        let strategies: [String: Snapshotting<Badge, Bitmap>] = .images(on: phone, variants: [.landscape], scale: 1)
        _ = verifySnapshot(of: Badge(), as: try #require(strategies["landscape"]), named: "landscape", record: .missing,
                           snapshotDirectory: folder.path)
        let image = try ImageDecoder.decode(contentsOf: folder.file("deviceVariantsRenderTheirDevice.landscape.png")).bitmap
        #expect(image.width == 40 && image.height == 20)
    }
}
