import FeedshotTesting
import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Input controls in a right-to-left layout on a live host: mirrored as Apple's Human Interface
/// Guidelines ask ("Right to left", Controls): sliders fill and grow from the right, segments
/// start at the right, a stepper's decrement is on the right, a toggle's switch on the left.
/// Geometry at scale 1 through the placed tree, plus one golden of the sheet.
@Suite struct RightToLeftControlTests {
    struct Sheet: View {
        @State private var volume = 0.25
        @State private var size = 0
        @State private var guests = 1
        @State private var isOn = true
        var body: some View {
            VStack(spacing: 10) {
                Slider(value: $volume).id("slider")
                Picker("Size", selection: $size) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented).id("size")
                Stepper("Guests \(guests)", value: $guests, in: 0...5).id("guests")
                Toggle("Wi-Fi", isOn: $isOn).id("wifi")
                Text("volume \(Int((volume * 100).rounded())) size \(size) guests \(guests) on \(isOn)")
            }
        }
    }

    static func host(scale: Double = 1) -> ViewHost {
        ViewHost(Sheet().padding(16).frame(maxWidth: .infinity, maxHeight: .infinity).background(.background)
                    .environment(\.layoutDirection, .rightToLeft),
                 on: Device(name: "rtl-controls", size: Size(width: 240, height: 220)), renderer: Renderer(scale: scale))
    }

    static func state(_ host: ViewHost) -> String? {
        LiveTest.texts(host).first { $0.hasPrefix("volume ") }
    }

    @Test func aSliderGrowsFromTheRightAndADragToTheLeftIncreasesIt() throws {
        let host = Self.host()
        let frame = try #require(host.frame(ofID: "slider"))
        let travel = frame.width - SliderMetrics.thumbDiameter
        // A quarter of the way from the right end: the left-to-right place misses the thumb.
        let thumb = Point(x: frame.maxX - SliderMetrics.thumbDiameter / 2 - travel * 0.25, y: frame.midY)
        #expect(abs(SliderThumbRecognizer.thumbFrame(in: frame, fraction: 0.25, rightToLeft: true).midX - thumb.x) < 1e-9)
        let ltrThumb = Point(x: frame.minX + SliderMetrics.thumbDiameter / 2 + travel * 0.25, y: frame.midY)
        host.drag(from: ltrThumb, to: Point(x: ltrThumb.x - travel * 0.5, y: ltrThumb.y))
        #expect(Self.state(host)?.hasPrefix("volume 25 ") == true)
        // On the thumb, half the travel to the left adds a half.
        host.drag(from: thumb, to: Point(x: thumb.x - travel * 0.5, y: thumb.y))
        #expect(Self.state(host)?.hasPrefix("volume 75 ") == true)
        // To the right: down to the minimum, at the right end.
        let moved = Point(x: frame.maxX - SliderMetrics.thumbDiameter / 2 - travel * 0.75, y: frame.midY)
        host.drag(from: moved, to: Point(x: frame.maxX + 50, y: moved.y))
        #expect(Self.state(host)?.hasPrefix("volume 0 ") == true)
    }

    @Test func theFirstSegmentIsOnTheRight() throws {
        let host = Self.host()
        let frame = try #require(host.frame(ofID: "size"))
        let segments = host.layout().all(kind: "Text").filter { ["S", "M", "L"].contains($0[property: "text"].map { $0.replacingOccurrences(of: "\"", with: "") } ?? "") }
        let xs = segments.map(\.frame.midX)
        #expect(xs.count == 3)
        #expect(xs == xs.sorted(by: >))  // S, M, L from the right
        // A tap on the leftmost third selects the last segment.
        host.tap(at: Point(x: frame.minX + frame.width / 6, y: frame.midY))
        #expect(Self.state(host)?.contains(" size 2 ") == true)
        host.tap(at: Point(x: frame.maxX - frame.width / 6, y: frame.midY))
        #expect(Self.state(host)?.contains(" size 0 ") == true)
    }

    @Test func aStepperPutsItsDecrementOnTheRightAndItsLabelAtTheRight() throws {
        let host = Self.host()
        let frame = try #require(host.frame(ofID: "guests"))
        let width = StepperMetrics.size.width
        // The buttons at the trailing (left) edge: plus on the left, minus on the right.
        host.tap(at: Point(x: frame.minX + width / 4, y: frame.midY))
        #expect(Self.state(host)?.contains(" guests 2 ") == true)
        host.tap(at: Point(x: frame.minX + width * 3 / 4, y: frame.midY))
        host.tap(at: Point(x: frame.minX + width * 3 / 4, y: frame.midY))
        #expect(Self.state(host)?.contains(" guests 0 ") == true)
        let label = try #require(host.layout().all(kind: "Text").first { $0[property: "text"]?.contains("Guests") == true })
        #expect(abs(label.frame.maxX - frame.maxX) < 1e-6)
    }

    @Test func aToggleHasItsSwitchOnTheLeft() throws {
        let host = Self.host()
        let frame = try #require(host.frame(ofID: "wifi"))
        let toggle = try #require(host.layout().all(kind: "Toggle").first)
        #expect(toggle.frame.minX == frame.minX)
        host.tap(at: Point(x: toggle.frame.midX, y: toggle.frame.midY))
        #expect(Self.state(host)?.hasSuffix(" on false") == true)
        // The label does not flip it.
        host.tap(at: Point(x: frame.maxX - 10, y: frame.midY))
        #expect(Self.state(host)?.hasSuffix(" on false") == true)
    }

    @Test func rightToLeftControlsSheet() throws {
        let host = Self.host(scale: 2)
        let size = try #require(host.frame(ofID: "size"))
        host.tap(at: Point(x: size.midX, y: size.midY))
        #expect(Self.state(host) == "volume 25 size 1 guests 1 on true")
        assertSnapshot(of: host, named: "sheet")
    }
}
