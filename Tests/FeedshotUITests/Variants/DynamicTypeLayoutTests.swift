import Geometry
import Testing
@testable import FeedshotUI

/// Dynamic Type in views: text styles, clamps, legacy spellings, `@ScaledMetric`, symbols and
/// labels following their font.
@Suite struct DynamicTypeLayoutTests {
    private func font(of id: String, in tree: PlacedView) -> String? {
        tree.first(id: id)?.first(kind: "Text")?[property: "font"]
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func textStylesTakeTheirSizeFromTheTable(size: DynamicTypeSize) {
        let tree = layout(VStack {
            Text("Apollo 11").font(.title).id("title")
            Text("Mission details").id("body")
            Text("Fixed").font(.system(size: 15)).id("fixed")
        }.dynamicTypeSize(size))
        #expect(font(of: "title", in: tree) == "Inter \(Font.TextStyle.title.size(at: size).compactDescription)pt regular")
        #expect(font(of: "body", in: tree) == "Inter \(Font.TextStyle.body.size(at: size).compactDescription)pt regular")
        #expect(font(of: "fixed", in: tree) == "Inter 15pt regular")
    }

    @Test func largerSizesMakeTallerText() {
        let large = layout(Text("Apollo 11").id("t"))
        let huge = layout(Text("Apollo 11").id("t").environment(\.dynamicTypeSize, .accessibility5))
        let ratio = huge.first(id: "t")!.frame.height / large.first(id: "t")!.frame.height
        // Line heights follow the font size (Inter's metrics): 53 / 17 within a pixel's rounding.
        #expect(abs(ratio - 53.0 / 17.0) < 0.05)
    }

    @Test func rangesClampTheSizeTheViewReceives() {
        let tree = layout(VStack {
            Text("Clamped").id("clamped").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            Text("Raised").id("raised").dynamicTypeSize(DynamicTypeSize.large ... .accessibility2)
            Text("Free").id("free")
        }.dynamicTypeSize(.accessibility5))
        #expect(font(of: "clamped", in: tree) == "Inter 23pt regular")
        #expect(font(of: "raised", in: tree) == "Inter 33pt regular")
        #expect(font(of: "free", in: tree) == "Inter 53pt regular")
        let small = layout(Text("Raised").id("raised").dynamicTypeSize(DynamicTypeSize.large...)
            .dynamicTypeSize(.xSmall))
        #expect(font(of: "raised", in: small) == "Inter 17pt regular")
    }

    @Test func legacySizeCategoryIsTheSameValue() {
        let tree = layout(Text("Old").id("old").environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge))
        #expect(font(of: "old", in: tree) == "Inter 53pt regular")
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxLarge
        #expect(environment.sizeCategory == .extraExtraLarge)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(ContentSizeCategory.allCases.map(DynamicTypeSize.init) == DynamicTypeSize.allCases)
    }

    private struct ScaledBox: View {
        @ScaledMetric private var side = 34.0
        @ScaledMetric(relativeTo: .caption2) private var caption = 11.0
        @Environment(\.dynamicTypeSize) private var size
        var body: some View {
            VStack {
                Color.red.frame(width: side, height: side).id("box")
                Color.blue.frame(width: caption, height: 1).id("caption")
                Text(size.description).id("name")
            }
        }
    }

    @Test func scaledMetricFollowsItsStyle() {
        let large = layout(ScaledBox())
        #expect(large.first(id: "box")?.frame.size == Size(width: 34, height: 34))
        let huge = layout(ScaledBox().dynamicTypeSize(.accessibility5))
        // 34 relative to body: 34 × 53 / 17 = 106; 11 relative to caption2: 40.
        #expect(huge.first(id: "box")?.frame.size == Size(width: 106, height: 106))
        #expect(huge.first(id: "caption")?.frame.width == 40)
        #expect(huge.first(id: "name")?.first(kind: "Text")?[property: "text"] == "\"AX5\"")
    }

    @Test func symbolsAndLabelsFollowTheirFont() {
        func symbolHeight(_ size: DynamicTypeSize) -> Double? {
            layout(Label("Launch", systemImage: "calendar").font(.headline).dynamicTypeSize(size))
                .first(kind: "Image")?.frame.height
        }
        let large = symbolHeight(.large), huge = symbolHeight(.accessibility5)
        #expect(large != nil && huge != nil)
        if let large, let huge {
            #expect(abs(huge / large - 53.0 / 17.0) < 0.05)
        }
    }
}
