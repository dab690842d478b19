import FeedshotTesting
import Geometry
import Testing
@testable import FeedshotUI

/// Sections, dividers and submenus inside a `Menu` on a live host: groups are set apart by a
/// band instead of a hairline, a section's header shows above its rows, a menu inside the menu
/// is a row that shows its rows in the card (under its title, which leads back), and the
/// buttons of a submenu run their action and close the whole menu.
@Suite struct MenuStructureTests {
    struct Library: View {
        @State private var last = "none"
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("last \(last)").font(.headline)
                Menu("Options") {
                    Section("Sort by") {
                        Button("Title") { last = "title" }
                        Button("Date", systemImage: "calendar") { last = "date" }
                    }
                    Divider()
                    Button("Select") { last = "select" }
                    Menu("Share") {
                        Button("Copy link") { last = "copy" }
                        Menu("Export") {
                            Button("As PDF") { last = "pdf" }
                        }
                    }
                    Section {
                        Button("Delete", role: .destructive) { last = "delete" }
                    }
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

    static func host() -> ViewHost {
        LiveTest.host(Library(), device: device)
    }

    static func card(_ host: ViewHost) -> PlacedView? {
        host.layout().first(kind: "AnchoredOverlays")?.children.last
    }

    /// The texts of the open card, top to bottom.
    static func cardTexts(_ host: ViewHost) -> [String] {
        guard let card = card(host) else { return [] }
        return LiveTest.texts(card)
    }

    static func row(_ host: ViewHost, _ title: String) throws -> Rect {
        let card = try #require(Self.card(host))
        return try #require(card.all(kind: "Text").first { $0[property: "text"] == "\"\(title)\"" }?.frame)
    }

    static func tapRow(_ host: ViewHost, _ title: String) throws {
        let frame = try row(host, title)
        host.tap(at: Point(x: frame.minX + 4, y: frame.midY))
    }

    @Test func sectionsAndDividersGroupTheRowsUnderTheirHeaders() throws {
        let host = Self.host()
        #expect(host.tap(id: "menu"))
        #expect(Self.cardTexts(host) == ["Sort by", "Title", "Date", "Select", "Share", "Delete"])
        let title = try Self.row(host, "Title"), date = try Self.row(host, "Date")
        let select = try Self.row(host, "Select"), share = try Self.row(host, "Share")
        let delete = try Self.row(host, "Delete")
        // Within a group: a 44-point row and a hairline (1 point at scale 1).
        #expect(abs(date.midY - title.midY - (PickerMenuMetrics.rowHeight + 1)) < 0.01)
        #expect(abs(share.midY - select.midY - (PickerMenuMetrics.rowHeight + 1)) < 0.01)
        // Between groups (the divider, the second section): the band instead of the hairline.
        #expect(abs(select.midY - date.midY - (PickerMenuMetrics.rowHeight + MenuGroupGapMetrics.height)) < 0.01)
        #expect(abs(delete.midY - share.midY - (PickerMenuMetrics.rowHeight + MenuGroupGapMetrics.height)) < 0.01)
        // The header sits above the first row, inside the card, in less than a row's height.
        let header = try Self.row(host, "Sort by")
        let card = try #require(Self.card(host)).frame
        #expect(header.maxY < title.minY && header.minY > card.minY)
        #expect(title.midY - card.minY < 2 * PickerMenuMetrics.rowHeight)
        // The card ends with the last row: no band at either edge.
        #expect(abs(card.maxY - (delete.midY + PickerMenuMetrics.rowHeight / 2)) < 0.5)
    }

    @Test func aSubmenuShowsItsRowsUnderItsTitleWhichLeadsBack() throws {
        let host = Self.host()
        #expect(host.tap(id: "menu"))
        // The submenu's row carries a chevron; its rows are not shown yet.
        #expect(!Self.cardTexts(host).contains("Copy link"))
        try Self.tapRow(host, "Share")
        #expect(Self.cardTexts(host) == ["Share", "Copy link", "Export"])
        try Self.tapRow(host, "Export")
        #expect(Self.cardTexts(host) == ["Export", "As PDF"])
        // The title leads back one level, then to the top.
        try Self.tapRow(host, "Export")
        #expect(Self.cardTexts(host) == ["Share", "Copy link", "Export"])
        try Self.tapRow(host, "Share")
        #expect(Self.cardTexts(host).first == "Sort by")
        // Moving between levels ran nothing and left the menu open.
        #expect(LiveTest.texts(host).contains("last none"))
    }

    @Test func aSubmenuButtonRunsItsActionAndClosesTheWholeMenu() throws {
        let host = Self.host()
        #expect(host.tap(id: "menu"))
        try Self.tapRow(host, "Share")
        try Self.tapRow(host, "Export")
        try Self.tapRow(host, "As PDF")
        #expect(Self.card(host) == nil)
        #expect(LiveTest.texts(host).contains("last pdf"))
        // Opened again, the menu shows its top, not the submenu it closed from.
        #expect(host.tap(id: "menu"))
        #expect(Self.cardTexts(host).first == "Sort by")
        try Self.tapRow(host, "Title")
        #expect(LiveTest.texts(host).contains("last title"))
    }

    @Test func chevronsMarkTheSubmenuRowAndItsTitle() throws {
        let host = Self.host()
        #expect(host.tap(id: "menu"))
        let card = try #require(Self.card(host))
        let symbols = card.all(kind: "Image").map { $0[property: "systemName"] ?? "" }
        #expect(symbols.contains("\"chevron.forward\""))
        try Self.tapRow(host, "Share")
        let opened = try #require(Self.card(host)).all(kind: "Image").map { $0[property: "systemName"] ?? "" }
        #expect(opened.contains("\"chevron.down\"") && opened.contains("\"chevron.forward\""))
    }

    /// A view with state of its own, used both as a section's header and as its first row.
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    @Test func aSectionHeaderKeepsItsStateApartFromTheFirstRow() throws {
        let host = LiveTest.host(Menu("Counters") {
            Section { Counter(name: "row") } header: { Counter(name: "header") }
        }.id("menu"), device: Self.device)
        #expect(host.tap(id: "menu"))
        #expect(Self.cardTexts(host) == ["header 0", "row 0"])
        try Self.tapRow(host, "row 0")
        #expect(host.tap(id: "menu"))
        #expect(Self.cardTexts(host) == ["header 0", "row 1"])
    }

    // MARK: Goldens

    static func snapshotHost() -> ViewHost {
        ViewHost(Library(), on: Device(name: "menu", size: Size(width: 300, height: 520)), renderer: Renderer(scale: 2))
    }

    @Test func goldenOfAMenuWithSections() throws {
        let host = Self.snapshotHost()
        #expect(host.tap(id: "menu"))
        assertSnapshot(of: host, named: "sections")
    }

    @Test func goldenOfAnOpenSubmenu() throws {
        let host = Self.snapshotHost()
        #expect(host.tap(id: "menu"))
        try Self.tapRow(host, "Share")
        assertSnapshot(of: host, named: "submenu")
    }
}
