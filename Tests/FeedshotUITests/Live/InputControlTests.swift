import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Input controls under touches on a live host: steppers, sliders, pickers, text fields. Small
/// screens at scale 1, checked through the placed tree.
@Suite struct InputControlTests {
    // MARK: Stepper

    struct Steppers: View {
        let log: EventLog
        @State private var guests = 1
        @State private var cups = 0
        var body: some View {
            VStack(spacing: 8) {
                Stepper("Guests \(guests)", value: $guests, in: 0...3,
                        onEditingChanged: { log.append("editing \($0)") }).id("guests")
                Stepper("Cups \(cups)", value: $cups, step: 2).id("cups")
                Stepper("Actions", onIncrement: { log.append("+") }, onDecrement: nil).id("actions")
                Stepper("Off \(guests)", value: $guests).disabled(true).id("off")
            }
        }
    }

    /// The centres of a stepper's minus and plus buttons (the 94-point control at the trailing
    /// edge of the row).
    static func stepperButtons(_ frame: Rect) -> (minus: Point, plus: Point) {
        let width = StepperMetrics.size.width
        return (Point(x: frame.maxX - width * 3 / 4, y: frame.midY), Point(x: frame.maxX - width / 4, y: frame.midY))
    }

    @Test func stepperButtonsStepTheValueWithinItsBounds() throws {
        let log = EventLog()
        let host = LiveTest.host(Steppers(log: log))
        let buttons = Self.stepperButtons(try #require(host.frame(ofID: "guests")))
        host.tap(at: buttons.plus)
        host.tap(at: buttons.plus)
        #expect(LiveTest.texts(host).contains("Guests 3"))
        #expect(log.entries == ["editing true", "editing false", "editing true", "editing false"])
        host.tap(at: buttons.plus)  // at the upper bound: nothing
        #expect(LiveTest.texts(host).contains("Guests 3"))
        host.tap(at: buttons.minus)
        #expect(LiveTest.texts(host).contains("Guests 2"))
        // The label does not step.
        host.tap(at: Point(x: try #require(host.frame(ofID: "guests")).minX + 5, y: buttons.plus.y))
        #expect(LiveTest.texts(host).contains("Guests 2"))
    }

    @Test func stepperStepsOnTouchDownAndRepeatsWhileHeld() throws {
        let host = LiveTest.host(Steppers(log: EventLog()))
        let buttons = Self.stepperButtons(try #require(host.frame(ofID: "cups")))
        let touch = host.touchDown(at: buttons.plus)
        #expect(LiveTest.texts(host).contains("Cups 2"))  // at once, before the lift
        host.advance(by: 0.45)
        #expect(LiveTest.texts(host).contains("Cups 2"))
        host.advance(by: 0.3)  // repeats at 0.5, 0.6 and 0.7 s
        #expect(LiveTest.texts(host).contains("Cups 8"))
        touch.up()
        host.advance(by: 1)
        #expect(LiveTest.texts(host).contains("Cups 8"))
    }

    @Test func stepperActionInitializersAndDisabledSteppers() throws {
        let log = EventLog()
        let host = LiveTest.host(Steppers(log: log))
        let actions = Self.stepperButtons(try #require(host.frame(ofID: "actions")))
        host.tap(at: actions.minus)  // no decrement action: the button does nothing
        host.tap(at: actions.plus)
        #expect(log.entries == ["+"])
        let off = Self.stepperButtons(try #require(host.frame(ofID: "off")))
        host.tap(at: off.plus)
        #expect(LiveTest.texts(host).contains("Off 1"))
    }

    // MARK: Slider

    struct Sliders: View {
        let log: EventLog
        @State private var volume = 5.0
        var body: some View {
            VStack {
                Slider(value: $volume, in: 0...10, step: 1, onEditingChanged: { log.append("editing \($0)") })
                    .frame(width: 128).id("slider")
                Text("Volume \(Int(volume))")
            }
        }
    }

    @Test func sliderThumbFollowsADragInSteps() throws {
        let log = EventLog()
        let host = LiveTest.host(Sliders(log: log))
        let frame = try #require(host.frame(ofID: "slider"))
        // 128 points wide: the thumb's centre travels 100 points, from minX + 14.
        let thumb = Point(x: frame.minX + 14 + 50, y: frame.midY)
        let touch = host.touchDown(at: thumb)
        #expect(log.entries == ["editing true"])
        host.advance(frames: 1)
        touch.move(to: Point(x: thumb.x + 21, y: thumb.y + 30))  // 0.21 of the travel: 7.1, stepped to 7
        #expect(LiveTest.texts(host).contains("Volume 7"))
        host.advance(frames: 1)
        touch.move(to: Point(x: thumb.x + 400, y: thumb.y))  // past the end: the upper bound
        #expect(LiveTest.texts(host).contains("Volume 10"))
        host.advance(frames: 1)
        touch.move(to: Point(x: thumb.x - 28, y: thumb.y))  // 5 − 2.8 = 2.2, stepped to 2
        touch.up()
        #expect(LiveTest.texts(host).contains("Volume 2"))
        #expect(log.entries == ["editing true", "editing false"])
    }

    @Test func aTapOnTheTrackAwayFromTheThumbDoesNothing() throws {
        let log = EventLog()
        let host = LiveTest.host(Sliders(log: log))
        let frame = try #require(host.frame(ofID: "slider"))
        host.tap(at: Point(x: frame.maxX - 4, y: frame.midY))
        host.drag(from: Point(x: frame.minX + 4, y: frame.midY), to: Point(x: frame.maxX, y: frame.midY))
        #expect(LiveTest.texts(host).contains("Volume 5"))
        #expect(log.entries.isEmpty)
    }

    // MARK: Picker

    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, mango, mint
        var id: Self { self }
    }

    struct Pickers: View {
        @State private var size = 0
        @State private var flavor = Flavor.vanilla
        @State private var hour = 3
        var body: some View {
            VStack(spacing: 0) {
                Picker("Size", selection: $size) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented).frame(width: 180).id("size")
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented).frame(width: 180).id("flavor")
                Picker("Hour", selection: $hour) {
                    ForEach(0..<12) { Text("\($0)") }
                }
                .pickerStyle(.wheel).frame(width: 180).id("hour")
                Text("size \(size) flavor \(flavor.rawValue) hour \(hour)")
            }
        }
    }

    static func state(_ host: ViewHost) -> String? {
        LiveTest.texts(host).first { $0.hasPrefix("size ") }
    }

    @Test func aTapOnASegmentSelectsIt() throws {
        let host = LiveTest.host(Pickers())
        let size = try #require(host.frame(ofID: "size"))
        host.tap(at: Point(x: size.minX + size.width * 5 / 6, y: size.midY))
        #expect(Self.state(host)?.hasPrefix("size 2 ") == true)
        host.tap(at: Point(x: size.minX + size.width / 6, y: size.midY))
        #expect(Self.state(host)?.hasPrefix("size 0 ") == true)
        let flavor = try #require(host.frame(ofID: "flavor"))
        host.tap(at: Point(x: flavor.midX, y: flavor.midY))  // tagged by the ForEach's ids
        #expect(Self.state(host)?.hasSuffix("flavor mango hour 3") == true)
        #expect(host.layout().all(kind: "SegmentedControl").last?[property: "selected"] == "1")
        host.tap(at: Point(x: flavor.maxX - 10, y: flavor.midY))
        #expect(Self.state(host)?.hasSuffix("flavor mint hour 3") == true)
    }

    /// Regression: a segmented control's cells (and an inline picker's rows) shared one
    /// identity, so a tap's tracking followed the first cell's frame and failed more than 70
    /// points from it: `.tag(_:)` segments at the far end seemed untaggable.
    @Test func everySegmentHasItsOwnIdentity() throws {
        let host = LiveTest.host(Pickers())
        let size = try #require(host.frame(ofID: "size"))
        let cells = host.layout().all(kind: "Text").filter { ["\"S\"", "\"M\"", "\"L\""].contains($0[property: "text"] ?? "") }
        #expect(cells.count == 3)
        for (index, cell) in cells.enumerated() {
            host.tap(at: Point(x: cell.frame.midX, y: size.midY))
            #expect(Self.state(host)?.hasPrefix("size \(index) ") == true)
        }
    }

    struct InlinePickers: View {
        @State private var hour = 0
        @State private var flavor: Flavor? = nil
        var body: some View {
            List {
                Picker("Hour", selection: $hour) {
                    ForEach(0..<5) { Text("Hour \($0)") }
                }
                .pickerStyle(.inline)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Mango").tag(Flavor.mango)
                    Text("Mint").tag(Flavor.mint)
                }
                .pickerStyle(.inline)
                Text("hour \(hour) flavor \(flavor.map(\.rawValue) ?? "none")")
            }
        }
    }

    @Test func aTapOnAnyInlineRowSelectsIt() throws {
        let host = LiveTest.host(InlinePickers(), device: .canvas(width: 240, height: 700))
        func row(_ title: String) throws -> Rect {
            try #require(host.layout().all(kind: "Text").first { $0[property: "text"] == "\"\(title)\"" }).frame
        }
        func state() -> String? { LiveTest.texts(host).first { $0.hasPrefix("hour ") } }
        // The last rows lie far below the first (more than a button's 70-point tracking margin).
        let fourth = try row("Hour 4")
        host.tap(at: Point(x: fourth.midX, y: fourth.midY))
        #expect(state() == "hour 4 flavor none")
        // Plain tags select an optional selection (SwiftUI matches a tag of the wrapped type).
        let mint = try row("Mint")
        host.tap(at: Point(x: mint.midX, y: mint.midY))
        #expect(state() == "hour 4 flavor mint")
        let vanilla = try row("Vanilla")
        host.tap(at: Point(x: vanilla.midX, y: vanilla.midY))
        #expect(state() == "hour 4 flavor vanilla")
    }

    /// Drags a finger by `dy` over ten frames, rests it a fifth of a second (no fling), lifts it.
    static func dragAndRest(_ host: ViewHost, from start: Point, by dy: Double) {
        let touch = host.touchDown(at: start)
        for step in 1...10 {
            host.advance(frames: 1)
            touch.move(to: Point(x: start.x, y: start.y + dy * Double(step) / 10))
        }
        host.advance(by: 0.2)
        touch.up()
    }

    /// The frame of the wheel row labelled `label`.
    static func row(_ host: ViewHost, _ label: String) -> Rect? {
        host.layout().all(kind: "Text").first { $0[property: "text"] == "\"\(label)\"" }?.frame
    }

    static func hour(_ host: ViewHost) -> Int? {
        state(host)?.split(separator: " ").last.flatMap { Int($0) }
    }

    @Test func aWheelTurnsUnderTheFingerAndSelectsTheRowItSettlesOn() throws {
        let host = LiveTest.host(Pickers(), device: .canvas(width: 200, height: 320))
        let wheel = try #require(host.frame(ofID: "hour"))
        let start = Point(x: wheel.midX, y: wheel.midY + 40)
        let touch = host.touchDown(at: start)
        for step in 1...8 {
            host.advance(frames: 1)
            touch.move(to: Point(x: start.x, y: start.y - 40 * Double(step) / 8))
        }
        // Up by a row and a quarter: "4" is a quarter row above the band, on the cylinder.
        let radius = WheelPickerMetrics.radius
        let four = try #require(Self.row(host, "4"))
        #expect(abs(four.midY - (wheel.midY - radius * sin(8 / radius))) < 0.01)
        #expect(Self.hour(host) == 3)  // nothing selected while the finger turns it
        host.advance(by: 0.2)  // the finger rests: no fling
        touch.up()
        host.advance(frames: 3)
        #expect(Self.hour(host) == 3)  // still settling onto the row
        let settling = try #require(Self.row(host, "4")).midY
        #expect(settling > four.midY && settling < wheel.midY)
        host.advance(by: 2)
        #expect(Self.hour(host) == 4)
        #expect(abs(try #require(Self.row(host, "4")).midY - wheel.midY) < 0.01)
    }

    @Test func aFlungWheelCoastsPastTheDragAndLandsOnARow() throws {
        let host = LiveTest.host(Pickers(), device: .canvas(width: 200, height: 320))
        let wheel = try #require(host.frame(ofID: "hour"))
        // A row up in a tenth of a second: about 320 points a second.
        host.drag(from: Point(x: wheel.midX, y: wheel.midY), to: Point(x: wheel.midX, y: wheel.midY - 32), duration: 0.1)
        let atLift = try #require(Self.row(host, "6")).midY
        host.advance(by: 0.2)
        #expect(try #require(Self.row(host, "6")).midY < atLift)  // still turning on its own
        #expect(Self.hour(host) == 3)
        host.advance(by: 5)
        let hour = try #require(Self.hour(host))
        #expect(hour > 5 && hour < 11)  // further than the one row dragged, short of the end
        #expect(abs(try #require(Self.row(host, "\(hour)")).midY - wheel.midY) < 0.01)
    }

    @Test func aWheelBouncesAtItsEndsAndATapPicksARow() throws {
        let host = LiveTest.host(Pickers(), device: .canvas(width: 200, height: 320))
        let wheel = try #require(host.frame(ofID: "hour"))
        // The row drawn just above the band: one back, at once.
        host.tap(at: Point(x: wheel.midX, y: wheel.midY - WheelPickerMetrics.radius * sin(32 / WheelPickerMetrics.radius)))
        #expect(Self.hour(host) == 2)
        // A long drag down past the first row is resisted, and springs back to it.
        Self.dragAndRest(host, from: Point(x: wheel.midX, y: wheel.minY + 5), by: wheel.height - 10)
        let zero = try #require(Self.row(host, "0")).midY
        #expect(zero > wheel.midY + 10 && zero < wheel.midY + 80)  // pulled past the band, resisted
        host.advance(by: 2)
        #expect(Self.hour(host) == 0)
        // A hard fling up carries the wheel to its last row.
        host.drag(from: Point(x: wheel.midX, y: wheel.midY + 50), to: Point(x: wheel.midX, y: wheel.midY - 50), duration: 0.05)
        host.advance(by: 5)
        #expect(Self.hour(host) == 11)
    }

    @Test func aFingerCatchesACoastingWheel() throws {
        let host = LiveTest.host(Pickers(), device: .canvas(width: 200, height: 320))
        let wheel = try #require(host.frame(ofID: "hour"))
        host.drag(from: Point(x: wheel.midX, y: wheel.midY), to: Point(x: wheel.midX, y: wheel.midY - 32), duration: 0.1)
        host.advance(by: 0.1)
        let touch = host.touchDown(at: Point(x: wheel.midX, y: wheel.midY))
        let caught = try #require(Self.row(host, "5")).midY
        host.advance(by: 0.3)
        #expect(try #require(Self.row(host, "5")).midY == caught)  // held where it was caught
        touch.up()
        host.advance(by: 3)
        let hour = try #require(Self.hour(host))
        #expect(hour > 3 && hour < 8)
        #expect(abs(try #require(Self.row(host, "\(hour)")).midY - wheel.midY) < 0.01)
    }

    // MARK: Text fields

    enum Field: Hashable { case first, last }

    struct Form: View {
        let log: EventLog
        @State private var first = ""
        @State private var last = ""
        @State private var secret = ""
        @State private var amount = 0
        @State private var count: Int? = nil
        @State private var notes = ""
        @FocusState private var focus: Field?
        @FocusState private var amountFocused: Bool
        var body: some View {
            VStack(spacing: 4) {
                TextField("First", text: $first).focused($focus, equals: .first).id("first")
                    .onSubmit { focus = .last }
                TextField("Last", text: $last).focused($focus, equals: .last).id("last")
                SecureField("Password", text: $secret).id("secret")
                TextField("Amount", value: $amount, format: .number).focused($amountFocused).id("amount")
                TextField("Count", value: $count, format: .number).id("count")
                TextEditor(text: $notes).frame(height: 40).id("notes")
                Text("focus \(focus.map { "\($0)" } ?? "none") amount \(amount) \(amountFocused)")
                Text("[\(first)|\(last)|\(secret)|\(notes.replacingOccurrences(of: "\n", with: "/"))]")
                Text("count \(count.map(String.init) ?? "nil")")
                Button("Edit amount") { amountFocused = true }.id("edit")
            }
            .onSubmit { log.append("submitted \(first) \(last)") }
        }
    }

    static func values(_ host: ViewHost) -> [String] {
        LiveTest.texts(host).filter { $0.hasPrefix("focus ") || $0.hasPrefix("[") }
    }

    @Test func aTapFocusesAFieldAndTypingEditsItsBinding() throws {
        let log = EventLog()
        let host = LiveTest.host(Form(log: log), device: .canvas(width: 200, height: 400))
        #expect(!host.type("x"))  // nothing focused
        #expect(!host.isEditing)
        host.tap(id: "first")
        #expect(host.isEditing)
        #expect(Self.values(host) == ["focus first amount 0 false", "[|||]"])
        #expect(host.type("Ada"))
        #expect(Self.values(host) == ["focus first amount 0 false", "[Ada|||]"])
        // Return submits: the inner onSubmit moves the focus on, the outer one runs after it,
        // and the rest of the text goes to the field focused then.
        host.type("\nLovelace")
        #expect(Self.values(host) == ["focus last amount 0 false", "[Ada|Lovelace||]"])
        #expect(log.entries == ["submitted Ada "])
        host.submit()
        #expect(Self.values(host) == ["focus none amount 0 false", "[Ada|Lovelace||]"])
        #expect(log.entries == ["submitted Ada ", "submitted Ada Lovelace"])
        #expect(!host.isEditing)
    }

    @Test func valueFieldsParseWhenSubmittedOrLeft() throws {
        let host = LiveTest.host(Form(log: EventLog()), device: .canvas(width: 200, height: 400))
        host.tap(id: "edit")  // writing the focus state focuses the field
        #expect(host.isEditing)
        host.type("12")
        // The text is the field's until it is committed: "0" then "12".
        #expect(Self.values(host).first == "focus none amount 0 true")
        #expect(LiveTest.texts(host).contains("012"))
        host.submit()
        #expect(Self.values(host).first == "focus none amount 12 false")
        // Focus leaving the field commits too.
        host.type("3", intoID: "amount")
        host.tap(id: "first")
        #expect(Self.values(host).first == "focus first amount 123 false")
        // Text that does not parse leaves the value as it was; an empty optional field is nil.
        host.type("seven", intoID: "count")
        host.submit()
        #expect(LiveTest.texts(host).contains("count nil"))
        host.type("7", intoID: "count")
        host.submit()
        #expect(LiveTest.texts(host).contains("count 7"))
    }

    @Test func secureFieldsAndEditors() throws {
        let host = LiveTest.host(Form(log: EventLog()), device: .canvas(width: 200, height: 400))
        host.type("pw", intoID: "secret")
        #expect(LiveTest.texts(host).contains("\u{2022}\u{2022}"))
        host.type("a\nb", intoID: "notes")  // Return types a line break in an editor
        #expect(host.isEditing)
        #expect(Self.values(host).last == "[||pw|a/b]")
        host.endEditing()
        #expect(!host.isEditing)
    }
}
