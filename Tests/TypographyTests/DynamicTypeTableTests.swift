import Testing
@testable import Typography

/// The Dynamic Type table (Apple HIG, Typography → Specifications) and how fonts follow it.
@Suite struct DynamicTypeTableTests {
    /// Spot checks against the published table, one per size and a few styles.
    @Test(arguments: [
        (DynamicTypeSize.xSmall, Font.TextStyle.largeTitle, 31.0, 38.0),
        (.xSmall, .caption2, 11, 13),
        (.small, .title3, 18, 23),
        (.medium, .subheadline, 14, 19),
        (.large, .body, 17, 22),
        (.large, .footnote, 13, 18),
        (.xLarge, .caption, 14, 19),
        (.xxLarge, .title, 32, 39),
        (.xxxLarge, .subheadline, 21, 28),
        (.accessibility1, .body, 28, 34),
        (.accessibility2, .callout, 32, 39),
        (.accessibility3, .caption2, 29, 35),
        (.accessibility4, .title2, 50, 59),
        (.accessibility5, .largeTitle, 60, 70),
        (.accessibility5, .headline, 53, 62),
    ])
    func sizesAndLeadingMatchApplesTable(size: DynamicTypeSize, style: Font.TextStyle, points: Double, leading: Double) {
        #expect(style.size(at: size) == points)
        #expect(style.leading(at: size) == leading)
    }

    /// The default column is DESIGN.md's list: largeTitle 34 … caption2 11.
    @Test func theDefaultSizeIsLarge() {
        let expected: [Font.TextStyle: Double] = [.largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17,
                                                 .body: 17, .callout: 16, .subheadline: 15, .footnote: 13,
                                                 .caption: 12, .caption2: 11]
        for style in Font.TextStyle.allCases {
            #expect(style.size == expected[style])
            #expect(style.size == style.size(at: .large))
        }
    }

    @Test func everyStyleNeverShrinksAsTheSizeGrows() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            let leadings = DynamicTypeSize.allCases.map { style.leading(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(leadings == leadings.sorted(), "\(style)")
            #expect(zip(sizes, leadings).allSatisfy { $0 < $1 }, "\(style): leading exceeds size")
        }
    }

    @Test func textStyleFontsLandExactlyOnTheTable() {
        for size in DynamicTypeSize.allCases {
            for style in Font.TextStyle.allCases {
                #expect(Font.system(style).scaled(for: size).size == style.size(at: size))
            }
        }
        #expect(Font.headline.bold().scaled(for: .accessibility5).size == 53)
        #expect(Font.headline.scaled(for: .accessibility5).weight == .semibold)
    }

    @Test func fixedSizesDoNotScaleAndCustomFontsFollowTheirStyle() {
        #expect(Font.system(size: 17).scaled(for: .accessibility5).size == 17)
        #expect(Font.custom("Inter", fixedSize: 20).scaled(for: .accessibility5).size == 20)
        // custom(_:size:) follows body: 20 × 53 / 17.
        #expect(abs(Font.custom("Inter", size: 20).scaled(for: .accessibility5).size - 20 * 53 / 17) < 1e-12)
        #expect(Font.custom("Inter", size: 56, relativeTo: .title).scaled(for: .accessibility5).size == 116)
        #expect(Font.body.withSize(30).scaled(for: .accessibility5).size == 30)
    }

    @Test func sizesAreOrderedAndClampToRanges() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize && DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(DynamicTypeSize.accessibility5.clamped(to: ...DynamicTypeSize.xxxLarge) == .xxxLarge)
        #expect(DynamicTypeSize.xSmall.clamped(to: DynamicTypeSize.large...) == .large)
        #expect(DynamicTypeSize.medium.clamped(to: DynamicTypeSize.small ... .xLarge) == .medium)
        #expect(DynamicTypeSize.accessibility3.clamped(to: DynamicTypeSize.large ..< .accessibility1) == .xxxLarge)
        #expect(DynamicTypeSize.accessibility5.description == "AX5")
    }
}
