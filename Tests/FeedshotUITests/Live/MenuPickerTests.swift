import FeedshotTesting
import Geometry
import Testing
@testable import FeedshotUI

/// A `Picker` inside a `Menu` (checkmark rows, inline or as a submenu) and a `Menu` with a
/// primary action (a tap runs it, a long press opens the menu), on a live host.
@Suite struct MenuPickerTests {
    enum Order: String, CaseIterable, Identifiable {
        case title = "Title", date = "Date", size = "Size"
        var id: Self { self }
    }

    struct Library: View {
        @State private var order = Order.date
        @State private var layout = "Grid"
        @State private var refreshes = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("order \(order.rawValue), layout \(layout), refreshes \(refreshes)").font(.headline)
                Menu {
                    Picker("Sort", selection: $order) {
                        ForEach(Order.allCases) { Text($0.rawValue) }
                    }
                    Picker("Layout", selection: $layout) {
                        Text("Grid").tag("Grid")
                        Text("List").tag("List")
                    }
                    .pickerStyle(.menu)
                    Button("Select") {}
                } label: {
                    Label("Options", systemImage: "ellipsis.circle")
                } primaryAction: {
                    refreshes += 1
                }
                .id("menu")
                Spacer()
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.systemGroupedBackground)
        }
    }

    static let device = Device(name: "menu", size: Size(width: 300, height: 520))

    static func open(_ host: ViewHost) throws {
        let face = try #require(host.frame(ofID: "menu"))
        let touch = host.touchDown(at: face.center)
        host.advance(by: 0.6)
        touch.up()
    }

    static func checkmarks(_ host: ViewHost) throws -> [Rect] {
        let card = try #require(MenuStructureTests.card(host))
        return card.all(kind: "Image").filter { $0[property: "systemName"] == "\"checkmark\"" }.map(\.frame)
    }

    @Test func aTapRunsThePrimaryActionAndALongPressOpensTheMenu() throws {
        let host = LiveTest.host(Library(), device: Self.device)
        #expect(host.tap(id: "menu"))
        #expect(LiveTest.texts(host).first == "order Date, layout Grid, refreshes 1")
        #expect(MenuStructureTests.card(host) == nil)
        // A press shorter than the long press is still a tap.
        let face = try #require(host.frame(ofID: "menu"))
        let touch = host.touchDown(at: face.center)
        host.advance(by: 0.3)
        touch.up()
        #expect(LiveTest.texts(host).first == "order Date, layout Grid, refreshes 2")
        #expect(MenuStructureTests.card(host) == nil)
        try Self.open(host)
        #expect(MenuStructureTests.card(host) != nil)
        #expect(LiveTest.texts(host).first == "order Date, layout Grid, refreshes 2")
    }

    @Test func anInlinePickerIsAGroupOfRowsWithTheSelectedOneChecked() throws {
        let host = LiveTest.host(Library(), device: Self.device)
        try Self.open(host)
        #expect(MenuStructureTests.cardTexts(host) == ["Title", "Date", "Size", "Layout", "Grid", "Select"])
        let title = try MenuStructureTests.row(host, "Title"), date = try MenuStructureTests.row(host, "Date")
        let size = try MenuStructureTests.row(host, "Size"), layout = try MenuStructureTests.row(host, "Layout")
        // One checkmark, on the selected row, at the leading edge before its title.
        let marks = try Self.checkmarks(host)
        #expect(marks.count == 1)
        let mark = try #require(marks.first)
        #expect(abs(mark.midY - date.midY) < 1 && mark.maxX < date.minX)
        // The other rows keep the mark's room: the titles line up.
        #expect(abs(title.minX - date.minX) < 0.01 && abs(size.minX - date.minX) < 0.01)
        // The picker is a group: rows within it a hairline apart, a band after it.
        #expect(abs(size.midY - date.midY - (PickerMenuMetrics.rowHeight + 1)) < 0.01)
        // (The Layout row is the menu-style picker's: its title over the selected option, centred.)
        let layoutRow = try (layout.minY + MenuStructureTests.row(host, "Grid").maxY) / 2
        #expect(abs(layoutRow - size.midY - (PickerMenuMetrics.rowHeight + MenuGroupGapMetrics.height)) < 0.5)
        // Choosing a row selects its option and closes the menu.
        try MenuStructureTests.tapRow(host, "Size")
        #expect(MenuStructureTests.card(host) == nil)
        #expect(LiveTest.texts(host).first == "order Size, layout Grid, refreshes 0")
        try Self.open(host)
        let moved = try #require(Self.checkmarks(host).first)
        #expect(try abs(moved.midY - MenuStructureTests.row(host, "Size").midY) < 1)
    }

    @Test func theCheckmarkColumnGrowsWithDynamicType() throws {
        let host = ViewHost(Library().dynamicTypeSize(.accessibility5), on: Self.device, renderer: Renderer(scale: 2))
        try Self.open(host)
        let mark = try #require(Self.checkmarks(host).first)
        let date = try MenuStructureTests.row(host, "Date"), title = try MenuStructureTests.row(host, "Title")
        // The enlarged mark keeps clear of its title, and the titles still line up.
        #expect(mark.width > PickerMenuCheckmarkMetrics.width)
        #expect(mark.maxX < date.minX)
        #expect(abs(title.minX - date.minX) < 0.01)
        // The card covers the enlarged status text: its material blurs it (the card is drawn in
        // its shadow's layer, and the blur reads the screen behind the layer).
        assertSnapshot(of: host, named: "picker-accessibility5")
    }

    @Test func aMenuStylePickerIsASubmenuOfItsOptions() throws {
        let host = LiveTest.host(Library(), device: Self.device)
        try Self.open(host)
        // The row shows the selected option under its title.
        let layout = try MenuStructureTests.row(host, "Layout"), choice = try MenuStructureTests.row(host, "Grid")
        #expect(choice.minY >= layout.maxY && abs(choice.minX - layout.minX) < 0.01 && choice.height < layout.height)
        #expect(!MenuStructureTests.cardTexts(host).contains("List"))
        try MenuStructureTests.tapRow(host, "Layout")
        #expect(MenuStructureTests.cardTexts(host) == ["Layout", "Grid", "List"])
        let mark = try #require(Self.checkmarks(host).first)
        #expect(try abs(mark.midY - MenuStructureTests.row(host, "Grid").midY) < 1)
        try MenuStructureTests.tapRow(host, "List")
        #expect(MenuStructureTests.card(host) == nil)
        #expect(LiveTest.texts(host).first == "order Date, layout List, refreshes 0")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func goldenOfAPickerInAMenu(scheme: ColorScheme) throws {
        let host = ViewHost(Library().preferredColorScheme(scheme), on: Self.device, renderer: Renderer(scale: 2))
        try Self.open(host)
        assertSnapshot(of: host, named: "picker-\(scheme == .dark ? "dark" : "light")")
    }
}
