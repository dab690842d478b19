import FeedshotTesting
import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// Presentations on a live host answer touches as on iOS 17: a tap on the dimming around a
/// confirmation dialog cancels it (an alert's dimming takes the tap and nothing happens); a sheet
/// follows a downward drag and dismisses past half its height or on a flick, springs back
/// otherwise or under `interactiveDismissDisabled()`; `presentationMode` dismisses as `dismiss` does.
@Suite struct PresentationInteractionTests {
    typealias T = PresentationTransitionTests

    // MARK: Confirmation dialogs and alerts

    struct DialogRoot: View {
        let log: EventLog
        var withCancel = true
        @State var shown = false
        var body: some View {
            VStack {
                Text(shown ? "Presenting" : "Idle")
                Button("Show") { shown = true }.id("show")
            }
            .confirmationDialog("Photo", isPresented: $shown) {
                Button("Delete", role: .destructive) { log.append("deleted") }
                if withCancel { Button("Keep", role: .cancel) { log.append("kept") } }
            }
        }
    }

    @Test func tappingTheDimmingAroundADialogDismissesItAndRunsItsCancelAction() {
        let log = EventLog()
        let host = LiveTest.host(DialogRoot(log: log))
        #expect(host.tap(id: "show"))
        host.settle()
        #expect(T.layers(in: host).count == 1)
        host.tap(at: Point(x: 100, y: 20))
        #expect(log.entries == ["kept"])
        #expect(LiveTest.texts(host).contains("Idle"))
        host.settle()
        #expect(T.layers(in: host).isEmpty)
    }

    @Test func aDialogWithoutACancelButtonIsDismissedByAnOutsideTapToo() {
        let log = EventLog()
        let host = LiveTest.host(DialogRoot(log: log, withCancel: false))
        #expect(host.tap(id: "show"))
        host.settle()
        host.tap(at: Point(x: 100, y: 20))
        host.settle()
        #expect(T.layers(in: host).isEmpty)
        #expect(log.entries.isEmpty)
        #expect(LiveTest.texts(host).contains("Idle"))
    }

    @Test func tappingTheDimmingAroundAnAlertDoesNothing() {
        struct Root: View {
            @State var shown = false
            var body: some View {
                Button("Show") { shown = true }.id("show")
                    .alert("Saved", isPresented: $shown) { Button("Cancel", role: .cancel) {} }
            }
        }
        let host = LiveTest.host(Root())
        #expect(host.tap(id: "show"))
        host.settle()
        host.tap(at: Point(x: 100, y: 10))
        host.settle()
        #expect(T.layers(in: host).count == 1)
    }

    // MARK: Sheet drags

    struct SheetRoot: View {
        let log: EventLog
        var disablesDismiss = false
        @State var shown = false
        var body: some View {
            VStack {
                Text(shown ? "Presenting" : "Idle")
                Button("Show") { shown = true }.id("show")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $shown, onDismiss: { log.append("dismissed") }) {
                Text("Sheet").interactiveDismissDisabled(disablesDismiss)
            }
        }
    }

    /// The top of the presented sheet's layer (10 points below the screen's top at rest).
    static func sheetTop(_ host: ViewHost) -> Double? {
        T.layers(in: host).first?.frame.minY
    }

    static let restingTop = PresentationMetrics.sheetTopGap

    /// A host showing `root` with its sheet presented (tapped open and settled), its top at `top`.
    static func presented<Root: View>(_ root: Root, at top: Double = restingTop) -> ViewHost {
        let host = LiveTest.host(root)
        #expect(host.tap(id: "show"))
        host.settle()
        #expect(sheetTop(host) == top)
        return host
    }

    static func presentedSheet(_ root: SheetRoot) -> ViewHost { presented(root) }

    @Test func aSheetFollowsTheFingerDownAndSpringsBackFromAShortDrag() throws {
        let log = EventLog()
        let host = Self.presentedSheet(SheetRoot(log: log))
        let touch = host.touchDown(at: Point(x: 100, y: 60))
        // Within the pan hysteresis nothing moves; past it the card catches up with the finger.
        touch.move(to: Point(x: 100, y: 66))
        #expect(Self.sheetTop(host) == Self.restingTop)
        touch.move(to: Point(x: 100, y: 80))
        #expect(Self.sheetTop(host) == Self.restingTop + 20)
        touch.move(to: Point(x: 100, y: 110))
        #expect(Self.sheetTop(host) == Self.restingTop + 50)
        // The screen behind comes forward as far as the card has gone down (50 of 290 points).
        #expect(T.backdrops(in: host).first?[property: "emphasis"] == "0.828")
        // Held still, then lifted: under half the card's height, slowly, it springs back.
        host.advance(frames: 6)
        touch.move(to: Point(x: 100, y: 110))
        touch.up()
        host.advance(frames: 4)
        let returning = try #require(Self.sheetTop(host))
        #expect(returning > Self.restingTop + 1 && returning < Self.restingTop + 50)
        #expect(host.settle(limit: 2))
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(T.backdrops(in: host).first?[property: "emphasis"] == nil)
        #expect(LiveTest.texts(host).contains("Presenting"))
        #expect(log.entries.isEmpty)
    }

    @Test func aSheetResistsAnUpwardDrag() throws {
        let host = Self.presentedSheet(SheetRoot(log: EventLog()))
        let touch = host.touchDown(at: Point(x: 100, y: 200))
        touch.move(to: Point(x: 100, y: 150))
        touch.move(to: Point(x: 100, y: 100))
        // 100 points up shows as (1 − 1 / (100 · 0.55 / 290 + 1)) · 290 ≈ 46 points.
        let top = try #require(Self.sheetTop(host))
        #expect(top < Self.restingTop - 40 && top > Self.restingTop - 50)
        touch.up()
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
    }

    @Test func aSheetDraggedPastHalfItsHeightDismisses() throws {
        let log = EventLog()
        let host = Self.presentedSheet(SheetRoot(log: log))
        // 290-point card: 180 points down is past half.
        host.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 240), duration: 1)
        #expect(LiveTest.texts(host).contains("Idle"))
        #expect(log.entries == ["dismissed"])
        // It slides on down from where the finger left it.
        let leaving = try #require(Self.sheetTop(host))
        #expect(leaving >= Self.restingTop + 170)
        host.settle()
        #expect(T.layers(in: host).isEmpty)
        // Presented again, it starts at rest.
        #expect(host.tap(id: "show"))
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
    }

    @Test func aFlickDownDismissesASheetFromAShortDistance() {
        let log = EventLog()
        let host = Self.presentedSheet(SheetRoot(log: log))
        // 60 points in 3 frames: 1,200 points per second, over the 1,000 flick threshold.
        host.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 120), duration: 0.05)
        #expect(LiveTest.texts(host).contains("Idle"))
        host.settle()
        #expect(T.layers(in: host).isEmpty)
        #expect(log.entries == ["dismissed"])
    }

    @Test func interactiveDismissDisabledSpringsTheSheetBack() {
        let log = EventLog()
        let host = Self.presentedSheet(SheetRoot(log: log, disablesDismiss: true))
        host.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 240), duration: 1)
        #expect((Self.sheetTop(host) ?? 0) > Self.restingTop + 100)
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(LiveTest.texts(host).contains("Presenting"))
        // A flick does not dismiss it either.
        host.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 120), duration: 0.05)
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(log.entries.isEmpty)
    }

    @Test func aSpringBackCarriesTheReleaseVelocity() throws {
        let host = Self.presentedSheet(SheetRoot(log: EventLog()))
        // 60 points down in 6 frames (600 points per second, under the flick threshold): released
        // still moving down, the card goes on down for a moment before it turns back (a spring
        // started at rest would already be higher: about 59 points down after one frame).
        host.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 120), duration: 0.1)
        host.advance(frames: 1)
        let top = try #require(Self.sheetTop(host))
        #expect(top > Self.restingTop + 60)
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
    }

    // MARK: Detents

    struct DetentRoot: View {
        let log: EventLog
        var selects = false
        @State var shown = false
        @State var detent = PresentationDetent.medium
        var body: some View {
            // A tinted screen with its title at the top, so that the dimming and the push-back
            // show in the golden.
            VStack(spacing: 12) {
                Text(detent == .large ? "Large" : "Medium").font(.title.bold())
                Button("Show") { shown = true }.id("show")
                Spacer(minLength: 0)
            }
            .padding(.top, 24)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(red: 0.85, green: 0.9, blue: 1))
            .sheet(isPresented: $shown, onDismiss: { log.append("dismissed") }) {
                if selects {
                    Text("Sheet").presentationDetents([.medium, .large], selection: $detent)
                } else {
                    Text("Sheet").presentationDetents([.medium, .large])
                }
            }
        }
    }

    /// The medium detent's card top on the 300-point test screen (half of it).
    static let mediumTop = 150.0

    static func presentedDetentSheet(_ root: DetentRoot) -> ViewHost { presented(root, at: mediumTop) }

    @Test func aSheetMovesBetweenItsDetentsUnderADrag() throws {
        let log = EventLog()
        let host = Self.presentedDetentSheet(DetentRoot(log: log))
        // Up from medium the card grows with the finger (no rubber band below the large detent),
        // its bottom staying at the screen's.
        let touch = host.touchDown(at: Point(x: 100, y: 220))
        touch.move(to: Point(x: 100, y: 200))
        touch.move(to: Point(x: 100, y: 120))
        #expect(Self.sheetTop(host) == Self.mediumTop - 100)
        #expect(T.layers(in: host).first.map { $0.frame.maxY } == 300)
        // Held, then lifted nearer the large detent's top: it rests there and stays presented.
        host.advance(frames: 6)
        touch.move(to: Point(x: 100, y: 120))
        touch.up()
        host.advance(frames: 3)
        let rising = try #require(Self.sheetTop(host))
        #expect(rising < Self.mediumTop - 100 && rising > Self.restingTop)
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        // Down from large, slowly, released nearer medium: back at medium, not dismissed.
        host.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 160), duration: 1)
        host.settle()
        #expect(Self.sheetTop(host) == Self.mediumTop)
        #expect(log.entries.isEmpty)
        // Down from medium past half its card: dismissed.
        host.drag(from: Point(x: 100, y: 170), to: Point(x: 100, y: 260), duration: 1)
        host.settle()
        #expect(T.layers(in: host).isEmpty)
        #expect(log.entries == ["dismissed"])
    }

    /// How far the first backdrop pushes the screen back (1 when it is not a partial push-back).
    static func push(_ host: ViewHost) -> Double? {
        T.backdrops(in: host).first.map { backdrop in backdrop[property: "push"].flatMap(Double.init) ?? 1 }
    }

    /// Whether the screen beneath is pushed back (its top-left corner is the black behind it),
    /// rather than dimmed in place.
    static func isPushedBack(_ host: ViewHost) -> Bool {
        host.render()[0, 0] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255)
    }

    @Test func theBackdropGoesFromDimmingToPushBackAsTheCardRisesToLarge() throws {
        let host = Self.presentedDetentSheet(DetentRoot(log: EventLog()))
        #expect(!Self.isPushedBack(host))
        // Half-way from medium (top 150) to large (top 10): pushed back half-way.
        let touch = host.touchDown(at: Point(x: 100, y: 220))
        touch.move(to: Point(x: 100, y: 200))
        touch.move(to: Point(x: 100, y: 150))
        #expect(Self.sheetTop(host) == Self.mediumTop - 70)
        #expect(Self.push(host) == 0.5)
        #expect(Self.isPushedBack(host))
        touch.move(to: Point(x: 100, y: 108))
        #expect(Self.push(host) == 0.8)
        // Released there it rises to large, where the push-back is whole.
        touch.up()
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(Self.push(host) == 1)
        #expect(Self.isPushedBack(host))
        // Dragged back down to medium it is dimmed in place again.
        host.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 200), duration: 1)
        host.settle()
        #expect(Self.sheetTop(host) == Self.mediumTop)
        #expect(!Self.isPushedBack(host))
    }

    @Test func aFlickUpFromMediumRestsAtLargeAndWritesTheSelection() {
        let host = Self.presentedDetentSheet(DetentRoot(log: EventLog(), selects: true))
        #expect(LiveTest.texts(host).contains("Medium"))
        // 30 points up in 3 frames (600 points per second): the card would coast about 300 points,
        // past the large detent's top.
        host.drag(from: Point(x: 100, y: 220), to: Point(x: 100, y: 190), duration: 0.05)
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(LiveTest.texts(host).contains("Large"))
        // Past the tallest detent the card resists.
        let touch = host.touchDown(at: Point(x: 100, y: 200))
        touch.move(to: Point(x: 100, y: 150))
        touch.move(to: Point(x: 100, y: 100))
        #expect((Self.sheetTop(host) ?? 0) > Self.restingTop - 50)
        touch.up()
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
    }

    /// A button presenting a sheet that holds a scrolling list of twenty rows; the sheet's
    /// detents and content interaction are the system's unless given.
    struct ListSheetRoot: View {
        var detents: Set<PresentationDetent> = [.large]
        var interaction = PresentationContentInteraction.automatic
        @State var shown = false
        var body: some View {
            Button("Show") { shown = true }.id("show")
                .sheet(isPresented: $shown) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20) { Text("Row \($0)").frame(height: 40) }
                        }
                        .frame(maxWidth: .infinity)
                    }
                    .presentationDetents(detents)
                    .presentationContentInteraction(interaction)
                }
        }
    }

    static func firstRowTop(_ host: ViewHost) -> Double? {
        host.layout().first { $0[property: "text"] == "\"Row 0\"" }?.frame.minY
    }

    @Test func aPullDownOnAListShowingItsTopMovesTheSheet() throws {
        let host = Self.presented(ListSheetRoot())
        let rowTop = try #require(Self.firstRowTop(host))
        // The list shows its top: the drag is the sheet's (the list does not bounce).
        let touch = host.touchDown(at: Point(x: 100, y: 100))
        touch.move(to: Point(x: 100, y: 120))
        touch.move(to: Point(x: 100, y: 160))
        #expect(Self.sheetTop(host) == Self.restingTop + 60)
        #expect(Self.firstRowTop(host) == rowTop + 60)
        touch.up()
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        // Scrolled down first, the same pull scrolls the list back and leaves the sheet.
        host.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 50), duration: 1)
        host.settle()
        let scrolled = try #require(Self.firstRowTop(host))
        #expect(scrolled < rowTop - 150)
        let pull = host.touchDown(at: Point(x: 100, y: 100))
        pull.move(to: Point(x: 100, y: 120))
        pull.move(to: Point(x: 100, y: 160))
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(Self.firstRowTop(host) == scrolled + 60)
        pull.up()
        host.settle()
    }

    /// A host with ListSheetRoot's sheet presented and its list scrolled down, and how far.
    static func scrolledListSheet() throws -> (host: ViewHost, rowTop: Double, scrolled: Double) {
        let host = Self.presented(ListSheetRoot())
        let rowTop = try #require(Self.firstRowTop(host))
        host.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 190), duration: 1)
        host.settle()
        let scrolled = rowTop - (try #require(Self.firstRowTop(host)))
        #expect(scrolled > 50 && scrolled < 120)
        return (host, rowTop, scrolled)
    }

    @Test func aPullThatBringsAListToItsTopGoesOnWithTheSheet() throws {
        let (host, rowTop, scrolled) = try Self.scrolledListSheet()
        let touch = host.touchDown(at: Point(x: 100, y: 100))
        touch.move(to: Point(x: 100, y: 120))
        // Half-way back the list scrolls and the card stays (offsets shown rounded to device pixels).
        touch.move(to: Point(x: 100, y: 100 + scrolled / 2))
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(abs((Self.firstRowTop(host) ?? 0) - (rowTop - scrolled / 2)) <= 0.5)
        // 50 points past the list's top: the list stays at its top (no bounce), the card moves 50.
        touch.move(to: Point(x: 100, y: 100 + scrolled + 50))
        #expect(abs((Self.sheetTop(host) ?? 0) - (Self.restingTop + 50)) <= 0.5)
        #expect(abs((Self.firstRowTop(host) ?? 0) - (rowTop + 50)) <= 0.5)
        // Pushed back up, the card comes to rest first, then the list scrolls again.
        touch.move(to: Point(x: 100, y: 100 + scrolled - 20))
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(abs((Self.firstRowTop(host) ?? 0) - (rowTop - 20)) <= 0.5)
        // Down again 30 past the top and released slowly: the card springs back, the list rests
        // at its top.
        touch.move(to: Point(x: 100, y: 100 + scrolled + 15))
        touch.move(to: Point(x: 100, y: 100 + scrolled + 30))
        #expect(abs((Self.sheetTop(host) ?? 0) - (Self.restingTop + 30)) <= 0.5)
        touch.up()
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect(Self.firstRowTop(host) == rowTop)
        #expect(T.layers(in: host).count == 1)
    }

    @Test func aPullPastTheTopOfAScrolledListDismissesTheSheet() throws {
        let (host, _, scrolled) = try Self.scrolledListSheet()
        // The pull goes on 160 points past the list's top, more than half the 290-point card:
        // released, the sheet is dismissed.
        host.drag(from: Point(x: 100, y: 20), to: Point(x: 100, y: 20 + scrolled + 160), duration: 1)
        host.settle()
        #expect(T.layers(in: host).isEmpty)
        #expect(LiveTest.texts(host).contains("Show"))
    }

    @Test func aSwipeUpOnAListInAMediumSheetGrowsTheSheetBeforeTheListScrolls() throws {
        let host = Self.presented(ListSheetRoot(detents: [.medium, .large]), at: Self.mediumTop)
        let rowBelowTop = try #require(Self.firstRowTop(host)) - Self.mediumTop
        let touch = host.touchDown(at: Point(x: 100, y: 250))
        touch.move(to: Point(x: 100, y: 230))
        touch.move(to: Point(x: 100, y: 150))
        // The card grew with the finger; the list did not scroll.
        #expect(Self.sheetTop(host) == Self.mediumTop - 100)
        #expect(Self.firstRowTop(host) == Self.mediumTop - 100 + rowBelowTop)
        touch.up()
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        // At its tallest detent the sheet leaves the swipe to the list.
        host.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 150), duration: 1)
        host.settle()
        #expect(Self.sheetTop(host) == Self.restingTop)
        #expect((Self.firstRowTop(host) ?? 0) < Self.restingTop + rowBelowTop - 90)
    }

    @Test func aSheetThatScrollsItsContentFirstLeavesTheSwipeToTheList() throws {
        let host = Self.presented(ListSheetRoot(detents: [.medium, .large], interaction: .scrolls), at: Self.mediumTop)
        let rowTop = try #require(Self.firstRowTop(host))
        host.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 180), duration: 1)
        host.settle()
        #expect(Self.sheetTop(host) == Self.mediumTop)
        #expect((Self.firstRowTop(host) ?? 0) < rowTop - 60)
        // A pull down on the list showing its top still moves the card.
        host.drag(from: Point(x: 100, y: 170), to: Point(x: 100, y: 300), duration: 1)
        let pulledBack = try #require(Self.firstRowTop(host))
        #expect(pulledBack >= rowTop - 0.5)
        host.settle()
        #expect(Self.sheetTop(host) == Self.mediumTop)
    }

    @Test func aScrollViewInASheetTakesTheDragItCanScroll() throws {
        let host = LiveTest.host(ListSheetRoot())
        #expect(host.tap(id: "show"))
        host.settle()
        let touch = host.touchDown(at: Point(x: 100, y: 200))
        touch.move(to: Point(x: 100, y: 150))
        touch.move(to: Point(x: 100, y: 100))
        // The list scrolled; the card stayed.
        #expect(Self.sheetTop(host) == Self.restingTop)
        let row = try #require(host.layout().first { $0[property: "text"] == "\"Row 0\"" })
        #expect(row.frame.minY < Self.restingTop - 50)
        touch.up()
        host.settle()
        #expect(T.layers(in: host).count == 1)
    }

    // MARK: presentationMode

    struct ModeContent: View {
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            VStack {
                Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Not presented")
                Button("Close") { presentationMode.wrappedValue.dismiss() }.id("close")
            }
        }
    }

    @Test func presentationModeDismissesASheetAndACover() {
        struct Root: View {
            @State var sheet = false
            @State var cover = false
            var body: some View {
                VStack {
                    ModeContent()
                    Button("Sheet") { sheet = true }.id("sheet")
                    Button("Cover") { cover = true }.id("cover")
                }
                .sheet(isPresented: $sheet) { ModeContent() }
                .fullScreenCover(isPresented: $cover) { ModeContent() }
            }
        }
        let host = LiveTest.host(Root())
        #expect(LiveTest.texts(host) == ["Not presented", "Close", "Sheet", "Cover"])
        // Outside any presentation it does nothing.
        #expect(host.tap(id: "close"))
        for id in ["sheet", "cover"] {
            #expect(host.tap(id: id))
            host.settle()
            #expect(LiveTest.texts(host).filter { $0 == "Presented" }.count == 1)
            #expect(T.layers(in: host).count == 1)
            let close = host.layout().allViews.last { $0.id == "close" }
            host.tap(at: close?.frame.center ?? .zero)
            host.settle()
            #expect(T.layers(in: host).isEmpty)
        }
    }

    @Test func presentationModePopsAPushedScreen() {
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { ModeContent() }.id("open")
                }
            }
        }
        let host = LiveTest.host(Root(), device: .iPhone14)
        #expect(host.tap(id: "open"))
        host.settle()
        #expect(LiveTest.texts(host).contains("Presented"))
        #expect(host.tap(id: "close"))
        host.settle()
        #expect(!LiveTest.texts(host).contains("Presented"))
        #expect(LiveTest.texts(host).contains("Open"))
    }

    // MARK: Golden

    @Test func goldenOfAMediumSheetGrowingTowardsLarge() {
        let host = T.goldenHost(Self.DetentRoot(log: EventLog()))
        #expect(host.tap(id: "show"))
        host.settle()
        // At rest at medium (the card's top at 334 on the 667-point screen), dragged 140 points up.
        let touch = host.touchDown(at: Point(x: 160, y: 400))
        touch.move(to: Point(x: 160, y: 380))
        touch.move(to: Point(x: 160, y: 260))
        assertSnapshot(of: host, named: "medium-sheet-growing")
        touch.up()
    }

    @Test func goldenOfASheetMidDrag() {
        let host = T.goldenHost(T.SheetRoot())
        #expect(host.tap(id: "show"))
        host.settle()
        let touch = host.touchDown(at: Point(x: 160, y: 420))
        touch.move(to: Point(x: 160, y: 440))
        touch.move(to: Point(x: 160, y: 540))
        assertSnapshot(of: host, named: "sheet-mid-drag")
        touch.up()
    }
}
