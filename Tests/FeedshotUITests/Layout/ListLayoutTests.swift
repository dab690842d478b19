import Testing
@testable import FeedshotUI

/// The list metrics (ListMetrics): 44-point rows, margins of 16 or 20 points, inset-grouped
/// cards, headers, separators and row traits.
@Suite struct ListLayoutTests {
    let renderer = Renderer(scale: 3)

    func text(_ string: String, in tree: PlacedView) -> PlacedView? {
        tree.first { $0.kind == "Text" && $0[property: "text"] == "\"\(string)\"" }
    }

    @Test func plainRowsAreFullWidthAnd44PointsTall() throws {
        let tree = renderer.layout(List { Text("One"); Text("Two") }.listStyle(.plain), on: .iPhone14)
        let rows = tree.all(kind: "ListRow")
        #expect(rows.count == 2)
        #expect(rows[0].frame == rect(0, 47, 390, 44))
        #expect(rows[1].frame == rect(0, 91, 390, 44))
        #expect(text("One", in: tree)?.frame.minX == 16)
        // A plain list draws no separator after its last row.
        #expect(rows[0][property: "separator"] == nil && rows[1][property: "separator"] == "hidden")
    }

    @Test(arguments: [(Device.iPhone14, 16.0), (.iPhone15ProMax, 20)])
    func insetGroupedCardsAreInsetByTheMargin(device: Device, margin: Double) throws {
        let tree = renderer.layout(List { Text("One"); Text("Two") }, on: device)
        let rows = tree.all(kind: "ListRow")
        #expect(rows[0].frame.minX == margin)
        #expect(rows[0].frame.width == device.size.width - 2 * margin)
        #expect(text("One", in: tree)?.frame.minX == 2 * margin)
        // 35 points above the first section.
        #expect(rows[0].frame.minY == device.safeAreaInsets.top + 35)
        #expect(rows[1][property: "separator"] == "hidden")
    }

    @Test func tallRowsGrowByTheirVerticalInsets() throws {
        let tree = renderer.layout(List { Color.red.frame(height: 60) }.listStyle(.plain), on: .iPhone14)
        #expect(tree.first(kind: "ListRow")?.frame.height == 72)
    }

    @Test func dataListsBuildOneRowPerElement() {
        struct Item: Identifiable { let id: Int }
        let tree = renderer.layout(List((0..<5).map(Item.init)) { Text("Row \($0.id)") }, on: .iPhone14)
        #expect(tree.all(kind: "ListRow").count == 5)
        let byRange = renderer.layout(List(0..<3) { Text("\($0)") }, on: .iPhone14)
        #expect(byRange.all(kind: "ListRow").count == 3)
        let byID = renderer.layout(List(["a", "b"], id: \.self) { Text($0) }, on: .iPhone14)
        #expect(byID.all(kind: "ListRow").count == 2)
    }

    @Test func sectionsHaveUppercasedHeadersAndFooters() throws {
        let tree = renderer.layout(List {
            Section("Account") { Text("Name") }
            Section {
                Text("Wi-Fi")
                Text("Bluetooth")
            } header: {
                Text("Connections")
            } footer: {
                Text("Footer text")
            }
        }, on: .iPhone14)
        let header = try #require(text("ACCOUNT", in: tree))
        #expect(header.frame.minX == 32)
        #expect(header[property: "font"]?.contains("13") == true)
        let firstRow = try #require(tree.all(kind: "ListRow").first)
        #expect(abs(firstRow.frame.minY - (header.frame.maxY + 7)) < 1e-9)
        let footer = try #require(text("Footer text", in: tree))
        #expect(footer[property: "text"] == "\"Footer text\"")
        let rows = tree.all(kind: "ListRow")
        #expect(abs(footer.frame.minY - (rows[2].frame.maxY + 7)) < 1e-9)
        // Each section's last row has no separator in a grouped style.
        #expect(rows.map { $0[property: "separator"] } == ["hidden", nil, "hidden"])
    }

    @Test func rowTraitsChangeInsetsSeparatorsAndBackground() throws {
        let tree = renderer.layout(List {
            Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            Text("Hidden").listRowSeparator(.hidden)
            Text("Coloured").listRowBackground(Color.red.id("rowBackground"))
        }.listStyle(.plain), on: .iPhone14)
        #expect(text("Inset", in: tree)?.frame.minX == 40)
        let rows = tree.all(kind: "ListRow")
        // Hiding a row's separators hides the one above it too.
        #expect(rows[0][property: "separator"] == "hidden" && rows[1][property: "separator"] == "hidden")
        #expect(tree.first(id: "rowBackground")?.frame == rows[2].frame)
    }

    @Test func navigationRowsEndInADisclosureChevron() throws {
        let tree = renderer.layout(NavigationStack {
            List { NavigationLink("Privacy") { Text("Detail") } }.listStyle(.plain)
        }, on: .iPhone14)
        let chevron = try #require(tree.first(kind: "DisclosureIndicator"))
        #expect(chevron.frame.size == Size(width: 8, height: 13))
        #expect(chevron.frame.maxX == 390 - 16)
        #expect(text("Detail", in: tree) == nil)
    }

    @Test func groupedSectionsAreFullWidth() throws {
        let tree = renderer.layout(List { Text("A") }.listStyle(.grouped), on: .iPhone14)
        #expect(tree.first(kind: "ListRow")?.frame.minX == 0)
        #expect(tree.first(kind: "ListRow")?.frame.width == 390)
    }

    /// Layout work grows linearly with the number of rows.
    @Test func thousandRowsLayOutInLinearWork() throws {
        func computations(_ count: Int) throws -> Int {
            var environment = EnvironmentValues()
            environment.fontCollection = try FontCollection.bundled()
            let list = List(0..<count) { Text("Row \($0)") }
            return LayoutSession(list, device: .iPhone14, scale: 3, environment: environment).pass.sizeComputations
        }
        let hundred = try computations(100), thousand = try computations(1000)
        let ratio = Double(thousand) / Double(hundred)
        #expect(ratio > 9 && ratio < 10.5, "100 rows: \(hundred), 1000 rows: \(thousand)")
    }
}
