import FeedshotTestSupport
import FeedshotUI
import Foundation
import ImageCodecs
import Testing
@testable import FeedshotTesting

/// `assertSnapshot(of:on:named:variants:)`: one golden per variant, named by the variant.
@Suite struct AssertSnapshotVariantTests {
    /// A phone-shaped canvas small enough to render fast at scale 1.
    private static let phone = Device(name: "tiny", size: Size(width: 20, height: 40))

    @Test func eachVariantIsItsOwnGolden() throws {
        let folder = try TemporaryFolder("feedshot-variants")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .missing, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let view = Color.primary.ignoresSafeArea()
        try SnapshotSettings.withOverride(settings) {
            withKnownIssue("the first run records every variant") {
                assertSnapshot(of: view, on: Self.phone, scale: 1, named: "fill",
                               variants: [.default, .dark, .landscape])
            }
            #expect(assertSnapshot(of: view, on: Self.phone, scale: 1, named: "fill",
                                   variants: [.default, .dark, .landscape]))
            let base = folder.path + "/g/AssertSnapshotVariantTests/eachVariantIsItsOwnGolden.fill."
            let light = try ImageDecoder.decode(contentsOf: base + "default.png").bitmap
            let dark = try ImageDecoder.decode(contentsOf: base + "dark.png").bitmap
            let landscape = try ImageDecoder.decode(contentsOf: base + "landscape.png").bitmap
            #expect(light.width == 20 && light.height == 40)
            #expect(landscape.width == 40 && landscape.height == 20)
            // The primary colour is black in light appearance and white in dark.
            #expect(light[5, 5] != dark[5, 5])
        }
    }

    @Test func aChangedVariantFailsAlone() throws {
        let folder = try TemporaryFolder("feedshot-variants")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .missing, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        try SnapshotSettings.withOverride(settings) {
            withKnownIssue("the first run records") {
                assertSnapshot(of: Color.primary, size: Size(width: 4, height: 4), scale: 1, named: "swatch",
                               variants: [.default, .dark])
            }
            // Recording the dark golden from the light rendering makes only the dark variant fail.
            let base = folder.path + "/g/AssertSnapshotVariantTests/aChangedVariantFailsAlone.swatch."
            try FileManager.default.removeItem(atPath: base + "dark.png")
            try FileManager.default.copyItem(atPath: base + "default.png", toPath: base + "dark.png")
            withKnownIssue {
                #expect(!assertSnapshot(of: Color.primary, size: Size(width: 4, height: 4), scale: 1, named: "swatch",
                                        variants: [.default, .dark]))
            } matching: { issue in
                "\(issue)".contains("swatch.dark") && !"\(issue)".contains("swatch.default")
            }
        }
    }
}
