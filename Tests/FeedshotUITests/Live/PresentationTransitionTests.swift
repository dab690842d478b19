import FeedshotTesting
import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Presentations on a live host come and go with their iOS transitions: a sheet slides up as a
/// card over the fading dimming and back down, a cover slides up over the screen, an alert fades
/// in shrinking to its size and fades out, a confirmation dialog slides up from the bottom. The
/// presented content lives in the view graph (it keeps state), `dismiss` inside a sheet ends it,
/// and an alert's or dialog's buttons end it and run their action.
@Suite struct PresentationTransitionTests {
    /// The layers and backdrops of the presentations on screen now (ghosts included).
    static func layers(in host: ViewHost) -> [PlacedView] {
        host.layout().first(kind: "Presentations")?.children.filter { $0.kind == "PresentationLayer" } ?? []
    }

    static func backdrops(in host: ViewHost) -> [PlacedView] {
        host.layout().first(kind: "Presentations")?.children.filter { $0.kind == "PresentationBackdrop" } ?? []
    }

    /// The transform a layer is drawn with, as (a, b, c, d, tx, ty); the identity at rest.
    static func transform(of node: PlacedView?) -> [Double]? {
        guard let node else { return nil }
        guard let transform = node[property: "presentedTransform"] else { return [1, 0, 0, 1, 0, 0] }
        let numbers = transform.dropFirst().dropLast().split(separator: " ").compactMap { Double($0) }
        return numbers.count == 6 ? numbers : nil
    }

    static func opacity(of node: PlacedView?) -> Double? {
        guard let node else { return nil }
        return node[property: "presentedOpacity"].flatMap(Double.init) ?? 1
    }

    /// Taps the middle of the text `text` on screen; false when it is not there.
    @discardableResult
    static func tap(text: String, in host: ViewHost) -> Bool {
        guard let node = host.layout().first(where: { $0.kind == "Text" && $0[property: "text"] == "\"\(text)\"" })
        else { return false }
        host.tap(at: node.frame.center)
        return true
    }

    struct SheetContent: View {
        @State private var count = 0
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Button("Count \(count)") { count += 1 }.id("count")
                Button("Close") { dismiss() }.id("close")
            }
        }
    }

    struct SheetRoot: View {
        @State var shown = false
        var body: some View {
            VStack {
                Text(shown ? "Presenting" : "Idle")
                Button("Show") { shown = true }.id("show")
            }
            // An opaque screen, as a hosting controller's view is: it shows pushed back.
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.systemBackground)
            .sheet(isPresented: $shown) { SheetContent() }
        }
    }

    @Test func aSheetSlidesUpFromTheBottomEdgeWhileTheScreenBehindRecedes() throws {
        let host = LiveTest.host(SheetRoot())
        #expect(host.tap(id: "show"))
        // t = 0: the card (from 10 points below the top to the bottom) just below the screen.
        let layer = try #require(Self.layers(in: host).first)
        let travel = LiveTest.device.screen.maxY - PresentationMetrics.sheetTopGap
        #expect(Self.transform(of: layer)?[5] == travel)
        #expect(Self.opacity(of: Self.backdrops(in: host).first) == 0)
        // A few frames on: between below the screen and its place; the push-back part way.
        host.advance(frames: 5)
        let offset = try #require(Self.transform(of: Self.layers(in: host).first)?[5])
        #expect(offset > 10 && offset < travel - 10)
        let backdrop = try #require(Self.opacity(of: Self.backdrops(in: host).first))
        #expect(backdrop > 0.05 && backdrop < 0.95)
        // At rest: in place, nothing presented differently.
        #expect(host.settle(limit: 2))
        #expect(Self.transform(of: Self.layers(in: host).first) == [1, 0, 0, 1, 0, 0])
        #expect(Self.opacity(of: Self.backdrops(in: host).first) == 1)
        #expect(host.layout().first(id: "count")?.frame.minY ?? 0 > PresentationMetrics.sheetTopGap)
    }

    @Test func aSheetKeepsItsStateAndDismissFromInsideSlidesItDown() throws {
        let host = LiveTest.host(SheetRoot())
        #expect(host.tap(id: "show"))
        host.settle()
        #expect(host.tap(id: "count"))
        #expect(host.tap(id: "count"))
        #expect(LiveTest.texts(host).contains("Count 2"))
        #expect(host.tap(id: "close"))
        // The binding is reset at once; the card is still on screen, on its way down.
        #expect(LiveTest.texts(host).contains("Idle"))
        host.advance(frames: 5)
        let offset = try #require(Self.transform(of: Self.layers(in: host).first)?[5])
        #expect(offset > 10 && offset < 280)
        #expect(host.settle(limit: 2))
        #expect(Self.layers(in: host).isEmpty)
        #expect(!LiveTest.texts(host).contains("Count 2"))
        // Presented again, it is a new sheet (its state went with it).
        #expect(host.tap(id: "show"))
        host.settle()
        #expect(LiveTest.texts(host).contains("Count 0"))
    }

    @Test func tappingTheDimmingAroundASheetDoesNotDismissIt() {
        let host = LiveTest.host(ViewSheetWithMediumDetent())
        #expect(host.tap(id: "show"))
        host.settle()
        host.tap(at: Point(x: 100, y: 20))
        host.settle()
        #expect(Self.layers(in: host).count == 1)
        #expect(LiveTest.texts(host).contains("Presenting"))
    }

    struct ViewSheetWithMediumDetent: View {
        @State var shown = false
        var body: some View {
            VStack {
                Text(shown ? "Presenting" : "Idle")
                Button("Show") { shown = true }.id("show")
            }
            .sheet(isPresented: $shown) { Text("Half").presentationDetents([.medium]) }
        }
    }

    struct Item: Identifiable {
        let id: Int
    }

    struct CoverRoot: View {
        @State var item: Item?
        var body: some View {
            VStack {
                Text(item == nil ? "Idle" : "Presenting")
                Button("Show") { item = Item(id: 7) }.id("show")
            }
            .fullScreenCover(item: $item) { item in CoverContent(number: item.id) }
        }
    }

    struct CoverContent: View {
        let number: Int
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Cover \(number)") { dismiss() }.id("close")
        }
    }

    @Test func aFullScreenCoverSlidesUpOverTheWholeScreenAndDismissResetsTheItem() throws {
        let host = LiveTest.host(CoverRoot())
        #expect(host.tap(id: "show"))
        #expect(Self.transform(of: Self.layers(in: host).first)?[5] == LiveTest.device.screen.height)
        host.advance(frames: 5)
        let offset = try #require(Self.transform(of: Self.layers(in: host).first)?[5])
        #expect(offset > 10 && offset < 290)
        host.settle()
        #expect(host.tap(id: "close"))
        #expect(LiveTest.texts(host).contains("Idle"))
        host.advance(frames: 5)
        #expect(Self.layers(in: host).count == 1)
        host.settle()
        #expect(Self.layers(in: host).isEmpty)
    }

    struct ItemSheet: View {
        let number: Int
        @Binding var item: Item?
        @State private var count = 0
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Sheet \(number)")
                Button("Count \(count)") { count += 1 }.id("count")
                Button("Next") { item = Item(id: number + 1) }.id("next")
                Button("Close") { dismiss() }.id("close")
            }
        }
    }

    struct ItemSheetRoot: View {
        @State var item: Item?
        let log: EventLog
        var body: some View {
            Button("Seven") { item = Item(id: 7) }.id("seven")
                .sheet(item: $item, onDismiss: { log.append("dismissed") }) { item in
                    ItemSheet(number: item.id, item: $item)
                }
        }
    }

    @Test func anotherItemIsAnotherSheetAndOnDismissRunsWhenTheSheetGoes() throws {
        let log = EventLog()
        let host = LiveTest.host(ItemSheetRoot(log: log))
        #expect(host.tap(id: "seven"))
        host.settle()
        #expect(host.tap(id: "count"))
        #expect(LiveTest.texts(host).contains("Count 1"))
        #expect(log.entries.isEmpty)
        // Item 8 replaces item 7: 7's sheet slides down while 8's slides up, with fresh state.
        #expect(host.tap(id: "next"))
        host.advance(frames: 3)
        #expect(Self.layers(in: host).count == 2)
        #expect(log.entries == ["dismissed"])
        host.settle()
        #expect(LiveTest.texts(host).contains("Sheet 8"))
        #expect(LiveTest.texts(host).contains("Count 0"))
        #expect(host.tap(id: "close"))
        host.settle()
        #expect(Self.layers(in: host).isEmpty)
        #expect(log.entries == ["dismissed", "dismissed"])
    }

    struct ItemAlertRoot: View {
        @State var item: Item?
        var body: some View {
            Button("Seven") { item = Item(id: 7) }.id("seven")
                .alert(item: $item) { shown in
                    Alert(title: Text("Alert \(shown.id)"),
                          dismissButton: .default(Text("Next")) { item = Item(id: shown.id + 1) })
                }
        }
    }

    @Test func anotherItemIsAnotherAlert() {
        let host = LiveTest.host(ItemAlertRoot())
        #expect(host.tap(id: "seven"))
        host.settle()
        #expect(LiveTest.texts(host).contains("Alert 7"))
        // The button dismisses alert 7 and presents item 8: 7 fades out while 8 fades in.
        #expect(Self.tap(text: "Next", in: host))
        host.advance(frames: 3)
        #expect(Self.layers(in: host).count == 2)
        host.settle()
        #expect(Self.layers(in: host).count == 1)
        #expect(LiveTest.texts(host).contains("Alert 8"))
        #expect(!LiveTest.texts(host).contains("Alert 7"))
    }

    struct AlertRoot: View {
        @State var shown = false
        let log: EventLog
        var body: some View {
            VStack {
                Text(shown ? "Presenting" : "Idle")
                Button("Delete…") { shown = true }.id("show")
            }
            .alert("Delete the photo?", isPresented: $shown) {
                Button("Delete", role: .destructive) { log.append("deleted") }
                Button("Cancel", role: .cancel) { log.append("cancelled") }
            }
        }
    }

    @Test func anAlertFadesInShrinkingToItsSizeAndItsButtonDismissesItAndRunsItsAction() throws {
        let log = EventLog()
        let host = LiveTest.host(AlertRoot(log: log))
        #expect(host.tap(id: "show"))
        let start = try #require(Self.layers(in: host).first)
        #expect(Self.opacity(of: start) == 0)
        #expect(Self.transform(of: start)?[0] == PresentationTransition.alertScale)
        host.advance(frames: 4)
        let layer = try #require(Self.layers(in: host).first)
        let opacity = try #require(Self.opacity(of: layer))
        let scale = try #require(Self.transform(of: layer)?[0])
        #expect(opacity > 0.05 && opacity < 0.95)
        #expect(scale > 1.01 && scale < PresentationTransition.alertScale - 0.01)
        #expect(host.settle(limit: 2))
        #expect(Self.opacity(of: Self.layers(in: host).first) == 1)
        // The destructive button: the alert goes (fading out, not scaling) and the action runs.
        #expect(Self.tap(text: "Delete", in: host))
        #expect(log.entries == ["deleted"])
        #expect(LiveTest.texts(host).contains("Idle"))
        host.advance(frames: 4)
        let leaving = try #require(Self.layers(in: host).first)
        let fading = try #require(Self.opacity(of: leaving))
        #expect(fading > 0.05 && fading < 0.95)
        #expect(Self.transform(of: leaving)?[0] == 1)
        #expect(host.settle(limit: 2))
        #expect(Self.layers(in: host).isEmpty)
        // While it faded out it took no touches: the button beneath works again now.
        #expect(host.tap(id: "show"))
        host.settle()
        #expect(Self.tap(text: "Cancel", in: host))
        host.settle()
        #expect(log.entries == ["deleted", "cancelled"])
        #expect(Self.layers(in: host).isEmpty)
    }

    struct OlderAlertRoot: View {
        @State var shown = true
        let log: EventLog
        var body: some View {
            Text(shown ? "Presenting" : "Idle")
                .alert(isPresented: $shown) {
                    Alert(title: Text("Erase?"), primaryButton: .destructive(Text("Erase")) { log.append("erased") },
                          secondaryButton: .cancel())
                }
        }
    }

    @Test func theOlderAlertValuesButtonsRunTheirActions() {
        let log = EventLog()
        let host = LiveTest.host(OlderAlertRoot(log: log))
        // Presented from the first frame: there at once, at rest.
        #expect(Self.opacity(of: Self.layers(in: host).first) == 1)
        #expect(Self.tap(text: "Erase", in: host))
        #expect(log.entries == ["erased"])
        host.settle()
        #expect(LiveTest.texts(host) == ["Idle"])
    }

    struct DialogRoot: View {
        @State var shown = false
        let log: EventLog
        var body: some View {
            VStack {
                Text(shown ? "Presenting" : "Idle")
                Button("More") { shown = true }.id("show")
            }
            .confirmationDialog("Photo", isPresented: $shown) {
                Button("Archive") { log.append("archived") }
            }
        }
    }

    @Test func aConfirmationDialogSlidesUpFromTheBottomAndItsButtonsDismissIt() throws {
        let log = EventLog()
        let host = LiveTest.host(DialogRoot(log: log))
        #expect(host.tap(id: "show"))
        // t = 0: moved down by the height of its cards (their top to the screen's bottom).
        let travel = try #require(Self.transform(of: Self.layers(in: host).first)?[5])
        #expect(travel > 60 && travel < 250)
        #expect(Self.opacity(of: Self.backdrops(in: host).first) == 0)
        host.advance(frames: 5)
        let offset = try #require(Self.transform(of: Self.layers(in: host).first)?[5])
        #expect(offset > 5 && offset < travel - 5)
        #expect(host.settle(limit: 2))
        #expect(Self.tap(text: "Archive", in: host))
        #expect(log.entries == ["archived"])
        host.advance(frames: 5)
        let leaving = try #require(Self.transform(of: Self.layers(in: host).first)?[5])
        #expect(leaving > 5 && leaving < travel - 5)
        host.settle()
        #expect(Self.layers(in: host).isEmpty)
        // Its Cancel button (added by the dialog) dismisses it too.
        #expect(host.tap(id: "show"))
        host.settle()
        #expect(Self.tap(text: "Cancel", in: host))
        host.settle()
        #expect(Self.layers(in: host).isEmpty)
        #expect(log.entries == ["archived"])
    }

    @Test func aPresentationUnderDisabledAnimationsAppearsAtOnce() {
        struct Root: View {
            @State var shown = false
            var body: some View {
                Button("Show") {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { shown = true }
                }
                .id("show")
                .sheet(isPresented: $shown) { Text("Sheet") }
            }
        }
        let host = LiveTest.host(Root())
        #expect(host.tap(id: "show"))
        #expect(Self.transform(of: Self.layers(in: host).first) == [1, 0, 0, 1, 0, 0])
        #expect(Self.opacity(of: Self.backdrops(in: host).first) == 1)
    }

    // MARK: Goldens

    static func goldenHost<V: View>(_ view: V) -> ViewHost {
        ViewHost(view, on: .iPhoneSE, renderer: Renderer(scale: 1))
    }

    @Test func goldenOfASheetHalfWayUp() throws {
        let host = Self.goldenHost(SheetRoot())
        #expect(host.tap(id: "show"))
        // Advance until the card is about half-way up (a critically damped spring passes half
        // way early).
        let travel = Device.iPhoneSE.screen.maxY - Device.iPhoneSE.safeAreaInsets.top - PresentationMetrics.sheetTopGap
        var frames = 0
        while let offset = Self.transform(of: Self.layers(in: host).first)?[5], offset > travel / 2, frames < 60 {
            host.advance(frames: 1)
            frames += 1
        }
        #expect(frames > 1 && frames < 30)
        assertSnapshot(of: host, named: "sheet-half-way")
    }

    @Test func goldenOfAnAlertMidFade() {
        let host = Self.goldenHost(AlertRoot(log: EventLog()))
        #expect(host.tap(id: "show"))
        host.advance(frames: 4)
        assertSnapshot(of: host, named: "alert-mid-fade")
    }
}
