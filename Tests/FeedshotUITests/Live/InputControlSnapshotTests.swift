import FeedshotTesting
import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Goldens of input controls under touches: a stepper after two taps, a slider mid-drag, a
/// focused text field with typed text. Small screens at scale 2; the placed tree is checked
/// alongside each golden.
@Suite struct InputControlSnapshotTests {
    static func host<V: View>(_ view: V, height: Double) -> ViewHost {
        ViewHost(view.padding(16).frame(maxWidth: .infinity, maxHeight: .infinity).background(.background),
                 on: Device(name: "controls", size: Size(width: 240, height: height)), renderer: Renderer(scale: 2))
    }

    struct Order: View {
        @State private var cups = 1
        var body: some View {
            Stepper("Cups: \(cups)", value: $cups, in: 0...4).id("cups")
        }
    }

    @Test func stepperAfterTwoTaps() throws {
        let host = Self.host(Order(), height: 64)
        let frame = try #require(host.frame(ofID: "cups"))
        let plus = Point(x: frame.maxX - StepperMetrics.size.width / 4, y: frame.midY)
        host.tap(at: plus)
        host.tap(at: plus)
        #expect(LiveTest.texts(host) == ["Cups: 3"])
        assertSnapshot(of: host, named: "two-taps")
    }

    struct Volume: View {
        @State private var volume = 0.2
        var body: some View {
            VStack(spacing: 8) {
                Slider(value: $volume).id("slider")
                Text("Volume \(Int((volume * 100).rounded())) %")
            }
        }
    }

    @Test func sliderMidDrag() throws {
        let host = Self.host(Volume(), height: 90)
        let frame = try #require(host.frame(ofID: "slider"))
        let travel = frame.width - SliderMetrics.thumbDiameter
        let thumb = Point(x: frame.minX + SliderMetrics.thumbDiameter / 2 + travel * 0.2, y: frame.midY)
        let touch = host.touchDown(at: thumb)
        for step in 1...6 {
            host.advance(frames: 1)
            touch.move(to: Point(x: thumb.x + travel * 0.1 * Double(step), y: thumb.y + Double(step)))
        }
        #expect(LiveTest.texts(host) == ["Volume 80 %"])
        assertSnapshot(of: host, named: "mid-drag")
        touch.up()
    }

    struct SignIn: View {
        @State private var email = ""
        @State private var password = ""
        var body: some View {
            VStack(spacing: 12) {
                TextField("Email", text: $email).textFieldStyle(.roundedBorder).id("email")
                SecureField("Password", text: $password).textFieldStyle(.roundedBorder).id("password")
            }
        }
    }

    @Test func focusedTextFieldWithTypedText() throws {
        let host = Self.host(SignIn(), height: 120)
        host.type("ada@example.com", intoID: "email")
        host.type("secret", intoID: "password")
        host.type("!")
        #expect(LiveTest.texts(host) == ["ada@example.com", "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}"])
        assertSnapshot(of: host, named: "password-focused")
    }

    struct Alarm: View {
        @State private var hour = 7
        var body: some View {
            Picker("Hour", selection: $hour) {
                ForEach(0..<24) { Text("\($0):00") }
            }
            .pickerStyle(.wheel).id("hour")
        }
    }

    /// The wheel between rows, under a finger: rows on the cylinder at a fraction of a row.
    @Test func wheelMidTurn() throws {
        let host = Self.host(Alarm(), height: 248)
        let wheel = try #require(host.frame(ofID: "hour"))
        let start = Point(x: wheel.midX, y: wheel.midY + 30)
        let touch = host.touchDown(at: start)
        for step in 1...6 {
            host.advance(frames: 1)
            touch.move(to: Point(x: start.x, y: start.y - 8 * Double(step)))  // up 48: a row and a half
        }
        assertSnapshot(of: host, named: "mid-turn")
        touch.up()
    }
}
