import FeedshotTesting
import Geometry
import Testing
@testable import FeedshotUI

/// Menu and navigation-link pickers on a live host: a menu opens next to its button (below it
/// when there is room, else above), a row chooses, a tap outside closes; a navigation-link
/// picker pushes its options and pops back with the choice.
@Suite struct PickerMenuTests {
    typealias Flavor = InputControlTests.Flavor

    /// A menu picker at the top and one at the bottom of a 320 × 360 screen, both bound to one
    /// flavour, and a button behind where the menu opens (a tap outside the menu must not reach it).
    struct MenuPickers: View {
        let log: EventLog
        @State private var flavor = Flavor.vanilla
        var body: some View {
            VStack(spacing: 0) {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.menu).id("top")
                Text("flavor \(flavor.rawValue)").frame(height: 30)
                Button { log.append("behind") } label: { Color.white.frame(width: 320, height: 200) }
                Spacer(minLength: 0)
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.menu).id("bottom")
            }
        }
    }

    static let device = Device.canvas(width: 320, height: 360)

    /// The menu's card (the overlay's last child), if a menu is open.
    static func card(_ host: ViewHost) -> PlacedView? {
        host.layout().first(kind: "AnchoredOverlays")?.children.last
    }

    static func state(_ host: ViewHost) -> String? {
        LiveTest.texts(host).first { $0.hasPrefix("flavor ") }
    }

    /// The frame of the text `title` inside the open menu.
    static func row(_ host: ViewHost, _ title: String) throws -> Rect {
        let menu = try #require(Self.card(host))
        return try #require(menu.all(kind: "Text").first { $0[property: "text"] == "\"\(title)\"" }?.frame)
    }

    @Test func aMenuOpensBelowItsButtonAndARowChooses() throws {
        let host = LiveTest.host(MenuPickers(log: EventLog()), device: Self.device)
        #expect(Self.card(host) == nil)
        let button = try #require(host.frame(ofID: "top"))
        host.tap(at: button.center)
        let card = try #require(Self.card(host))
        #expect(LiveTest.texts(card) == ["Vanilla", "Mango", "Mint"])
        #expect(card.frame.width == PickerMenuMetrics.width)
        #expect(abs(card.frame.minY - (button.maxY + AnchoredOverlayMetrics.gap)) < 0.01)
        #expect(abs(card.frame.height - (3 * PickerMenuMetrics.rowHeight + 2)) < 0.01)  // two hairlines at scale 1
        let mint = try Self.row(host, "Mint")
        #expect(mint.minY > card.frame.minY + 2 * PickerMenuMetrics.rowHeight)
        host.tap(at: mint.center)
        #expect(Self.state(host) == "flavor mint")
        #expect(Self.card(host) == nil)
        // The button now shows the choice, and the menu ticks it.
        #expect(LiveTest.texts(host).filter { $0 == "Mint" }.count == 2)
        host.tap(at: button.center)
        let glyphs = try #require(Self.card(host)).all(kind: "checkmark")
        #expect(glyphs.count == 1)
        let tick = try #require(glyphs.first).frame
        let chosen = try Self.row(host, "Mint")
        #expect(tick.midY > chosen.minY && tick.midY < chosen.maxY)
    }

    @Test func aTapOutsideClosesTheMenuAndGoesNoFurther() throws {
        let log = EventLog()
        let host = LiveTest.host(MenuPickers(log: log), device: Self.device)
        // Without a menu, the button behind takes the tap.
        host.tap(at: Point(x: 200, y: 250))
        #expect(log.entries == ["behind"])
        host.tap(at: try #require(host.frame(ofID: "top")).center)
        #expect(Self.card(host) != nil)
        host.tap(at: Point(x: 200, y: 250))
        #expect(Self.card(host) == nil)
        #expect(log.entries == ["behind"])
        #expect(Self.state(host) == "flavor vanilla")
    }

    @Test func aMenuWithoutRoomBelowOpensAbove() throws {
        let host = LiveTest.host(MenuPickers(log: EventLog()), device: Self.device)
        let button = try #require(host.frame(ofID: "bottom"))
        host.tap(at: button.center)
        let card = try #require(Self.card(host)).frame
        #expect(abs(card.maxY - (button.minY - AnchoredOverlayMetrics.gap)) < 0.01)
        host.tap(at: try Self.row(host, "Mango").center)
        #expect(Self.state(host) == "flavor mango")
    }

    @Test func cardPlacementFollowsTheAnchor() {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let safe = Rect(x: 0, y: 47, width: 390, height: 763)
        let size = Size(width: 250, height: 132)
        // Leading half: leading edges line up, below.
        let leading = AnchoredOverlayMetrics.cardFrame(size: size, anchor: Rect(x: 20, y: 100, width: 80, height: 30),
                                                       screen: screen, safeArea: safe)
        #expect(leading == Rect(x: 20, y: 138, width: 250, height: 132))
        // Trailing half: trailing edges line up.
        let trailing = AnchoredOverlayMetrics.cardFrame(size: size, anchor: Rect(x: 290, y: 100, width: 80, height: 30),
                                                        screen: screen, safeArea: safe)
        #expect(trailing.maxX == 370)
        // Near the bottom: above.
        let above = AnchoredOverlayMetrics.cardFrame(size: size, anchor: Rect(x: 20, y: 760, width: 80, height: 30),
                                                     screen: screen, safeArea: safe)
        #expect(above.maxY == 752)
        // Too tall for either side: kept inside the safe area.
        let tall = AnchoredOverlayMetrics.cardFrame(size: Size(width: 250, height: 700),
                                                    anchor: Rect(x: 20, y: 400, width: 80, height: 30),
                                                    screen: screen, safeArea: safe)
        #expect(tall.minY >= safe.minY + 8 && tall.maxY <= safe.maxY - 8 + 1e-9)
    }

    @Test func aStillRenderAndADisabledPickerOpenNothing() throws {
        let host = LiveTest.host(MenuPickers(log: EventLog()).disabled(true), device: Self.device)
        host.tap(at: try #require(host.frame(ofID: "top")).center)
        #expect(Self.card(host) == nil)
    }

    // MARK: Navigation link

    struct Order: View {
        @State private var flavor = Flavor.vanilla
        var body: some View {
            NavigationStack {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                    }
                    .pickerStyle(.navigationLink)
                    Text("chosen \(flavor.rawValue)")
                }
                .navigationTitle("Order")
            }
        }
    }

    static func text(_ host: ViewHost, _ title: String) -> Rect? {
        host.layout().all(kind: "Text").last { $0[property: "text"] == "\"\(title)\"" }?.frame
    }

    @Test func aNavigationLinkPickerPushesItsOptionsAndPopsWithTheChoice() throws {
        let host = LiveTest.host(Order(), device: Self.device)
        let row = try #require(Self.text(host, "Flavor"))
        #expect(LiveTest.texts(host).contains("chosen vanilla"))
        host.tap(at: Point(x: 120, y: row.midY))
        #expect(host.settle())
        var texts = LiveTest.texts(host)
        #expect(!texts.contains("chosen vanilla"))
        #expect(texts.contains("Mango") && texts.contains("Mint") && texts.contains("Vanilla"))
        // One checkmark, on the selected row.
        let tick = try #require(host.layout().all(kind: "checkmark").last).frame
        let vanilla = try #require(Self.text(host, "Vanilla"))
        #expect(abs(tick.midY - vanilla.midY) < 1)
        host.tap(at: Point(x: 120, y: try #require(Self.text(host, "Mint")).midY))
        #expect(host.settle())
        texts = LiveTest.texts(host)
        #expect(texts.contains("chosen mint"))
        #expect(!texts.contains("Mango"))
    }

    // MARK: Goldens

    static func snapshotHost<V: View>(_ view: V) -> ViewHost {
        ViewHost(view, on: Device(name: "picker", size: Size(width: 280, height: 300)), renderer: Renderer(scale: 2))
    }

    struct Toppings: View {
        @State private var flavor = Flavor.mango
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Ice cream").font(.headline)
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.menu).id("menu")
                Spacer()
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.systemGroupedBackground)
        }
    }

    @Test func goldenOfAnOpenMenu() throws {
        let host = Self.snapshotHost(Toppings())
        host.tap(at: try #require(host.frame(ofID: "menu")).center)
        #expect(Self.card(host) != nil)
        assertSnapshot(of: host, named: "menu-open")
    }

    @Test func goldenOfANavigationLinkPickersOptions() throws {
        let host = Self.snapshotHost(Order())
        let row = try #require(Self.text(host, "Flavor"))
        host.tap(at: Point(x: 140, y: row.midY))
        #expect(host.settle())
        assertSnapshot(of: host, named: "options-list")
    }
}

/// `Menu` in a live host: the label opens a card of the content's buttons anchored to it; a row
/// runs its action and closes the menu; a tap outside closes it.
@Suite struct MenuCardTests {
    struct Sorting: View {
        @State private var order = "none"
        var body: some View {
            VStack {
                Text("order \(order)")
                Menu("Sort") {
                    Button("By name") { order = "name" }.id("name")
                    Button("By date", systemImage: "calendar") { order = "date" }
                    Button("Delete all", role: .destructive) { order = "deleted" }
                }
                .id("menu")
            }
            .frame(width: 390, height: 600)
        }
    }

    @Test func theLabelOpensTheCardAndARowRunsItsActionAndCloses() throws {
        let host = LiveTest.host(Sorting(), device: .iPhone15)
        #expect(!LiveTest.texts(host).contains("By name"))   // closed at rest
        #expect(host.tap(id: "menu"))
        #expect(LiveTest.texts(host).contains("By name") && LiveTest.texts(host).contains("Delete all"))
        #expect(host.tap(id: "name"))
        let texts = LiveTest.texts(host)
        #expect(texts.contains("order name") && !texts.contains("By name"))
        // Open again, tap outside: closed, nothing chosen.
        #expect(host.tap(id: "menu"))
        host.tap(at: Point(x: 20, y: 780))
        #expect(!LiveTest.texts(host).contains("By name"))
        #expect(LiveTest.texts(host).contains("order name"))
    }

    @Test func aStillFrameShowsOnlyTheLabel() {
        let texts = LiveTest.texts(Renderer(scale: 1).layout(Sorting(), size: Size(width: 390, height: 600)))
        #expect(texts.contains("Sort") && !texts.contains("By name"))
    }

    /// An option that counts how often its body is evaluated.
    struct CountedOption: View {
        let title: String
        let log: EventLog
        var body: some View {
            log.append(title)
            return Text(title)
        }
    }

    struct CountedPicker: View {
        let log: EventLog
        @State private var flavor = PickerMenuTests.Flavor.vanilla
        var body: some View {
            Picker("Flavor", selection: $flavor) {
                ForEach(PickerMenuTests.Flavor.allCases) { CountedOption(title: $0.rawValue, log: log) }
            }
            .pickerStyle(.menu).id("picker")
        }
    }

    @Test func aClosedMenuResolvesItsOptionsOnlyForItsFace() throws {
        let log = EventLog()
        let host = LiveTest.host(CountedPicker(log: log), device: PickerMenuTests.device)
        // The first update: the face's options, once each (the closed menu's rows are not made).
        #expect(log.entries == ["vanilla", "mango", "mint"])
        host.tap(at: try #require(host.frame(ofID: "picker")).center)
        #expect(LiveTest.texts(try #require(PickerMenuTests.card(host))) == ["vanilla", "mango", "mint"])
    }
}
