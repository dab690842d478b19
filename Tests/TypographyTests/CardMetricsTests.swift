import Testing
@testable import Typography

/// The share card's title block (see `../shared/peers/CARD_SPEC.md` next to the checkout): "Apollo 11" bold 34 pt
/// over a 17 pt regular date, spacing 4, bottom edge 100 pt above the bottom of an 844 pt canvas,
/// at scale 3. The peers' renderers put the block top at 2035 px and the baselines at 2133.8 and
/// 2219.8 px; our metrics must reproduce those numbers.
@Suite struct CardMetricsTests {
    @Test func interHheaMetrics() throws {
        let collection = try Fixtures.collection()
        for face in collection.faces where face.familyName == "Inter" {
            let metrics = face.metrics
            #expect([metrics.unitsPerEm, metrics.ascender, metrics.descender, metrics.lineGap] == [2816, 2728, -680, 0])
        }
    }

    @Test func shareCardTitleBlockMatchesThePeers() throws {
        let collection = try Fixtures.collection()
        let scale = 3.0
        let title = TextLayout("Apollo 11", font: .largeTitle.bold(), collection: collection, maxWidth: 390 - 48,
                               alignment: .center)
        let date = TextLayout("July 16, 1969", font: .body, collection: collection, maxWidth: 390 - 48,
                              alignment: .center)
        #expect(title.lines.count == 1 && date.lines.count == 1)
        let blockHeight = title.size.height + 4 + date.size.height
        let blockBottom = 844.0 - 100
        // View frames snap to device pixels; baselines stay fractional.
        let blockTopPixels = ((blockBottom - blockHeight) * scale).rounded()
        #expect(blockTopPixels == 2035)
        let blockTop = blockTopPixels / scale
        let titleBaseline = (blockTop + title.firstBaseline) * scale
        let dateBaseline = (blockTop + title.size.height + 4 + date.firstBaseline) * scale
        #expect(abs(titleBaseline - 2133.8) < 0.05, "title baseline \(titleBaseline)")
        #expect(abs(dateBaseline - 2219.8) < 0.05, "date baseline \(dateBaseline)")
    }

    @Test(arguments: [11.0, 17, 34])
    func lineBoxFollowsTheSharedConvention(size: Double) throws {
        let layout = TextLayout("Ag\nAg", font: .system(size: size), collection: try Fixtures.collection(),
                                lineSpacing: 5)
        let lineHeight = 3408.0 / 2816 * size
        #expect(abs(layout.lineHeight - lineHeight) < 1e-12)
        #expect(abs(layout.firstBaseline - 2728.0 / 2816 * size) < 1e-12)
        #expect(abs(layout.lastBaseline - (lineHeight + 5 + 2728.0 / 2816 * size)) < 1e-12)
        #expect(abs(layout.size.height - (2 * lineHeight + 5)) < 1e-12)
    }
}
