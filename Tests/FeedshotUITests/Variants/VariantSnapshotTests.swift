import FeedshotTesting
import Testing
@testable import FeedshotUI

/// The proof: one Moonshot-style detail screen (navigation bar, list, button) in every
/// Dynamic Type size from `.large` to `.accessibility5`, right to left with Arabic text, in
/// landscape and on an iPad. At 1x (the Arabic screen at 2x, to check its shaping), since debug
/// builds are slow at pixels.
@Suite struct VariantSnapshotTests {
    static let dynamicTypeSizes: [DynamicTypeSize] = [.large, .xLarge, .xxLarge, .xxxLarge, .accessibility1,
                                                      .accessibility2, .accessibility3, .accessibility4, .accessibility5]

    @Test func detailScreenInEveryLargerTextSize() throws {
        assertSnapshot(of: MissionDetailScreen(), on: .iPhone14, named: "detail",
                       variants: Self.dynamicTypeSizes.map(SnapshotVariant.dynamicTypeSize),
                       renderer: try assetRenderer(scale: 1))
    }

    @Test func detailScreenRightToLeftInArabic() throws {
        assertSnapshot(of: MissionDetailScreen(strings: .arabic), on: .iPhone14, named: "detail",
                       variants: [.rightToLeft + .locale("ar")], renderer: try assetRenderer(scale: 2))
    }

    @Test func detailScreenInLandscapeAndOnAnIPad() throws {
        assertSnapshot(of: MissionDetailScreen(), on: .iPhone14, named: "detail", variants: [.landscape, .iPad, .dark],
                       renderer: try assetRenderer(scale: 1))
    }
}
