import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Hit testing on the placed tree, and what controls do with a touch.
@Suite struct HitTestingTests {
    /// Two buttons stacked in a ZStack: the later one is on top.
    struct Overlap: View {
        let log: EventLog
        let topHitTesting: Bool
        var body: some View {
            ZStack {
                Button { log.append("bottom") } label: { Color.red.frame(width: 100, height: 100) }
                Button { log.append("top") } label: { Color.blue.frame(width: 60, height: 60) }
                    .allowsHitTesting(topHitTesting)
            }
            .frame(width: 200, height: 300)
        }
    }

    @Test func topmostWins() {
        let log = EventLog()
        let host = LiveTest.host(Overlap(log: log, topHitTesting: true))
        host.tap(at: Point(x: 100, y: 150))   // both cover the centre
        host.tap(at: Point(x: 60, y: 110))    // only the bottom one
        host.tap(at: Point(x: 10, y: 10))     // neither
        #expect(log.entries == ["top", "bottom"])
    }

    @Test func allowsHitTestingFalseLetsTouchesThrough() {
        let log = EventLog()
        let host = LiveTest.host(Overlap(log: log, topHitTesting: false))
        host.tap(at: Point(x: 100, y: 150))
        #expect(log.entries == ["bottom"])
    }

    struct Row: View {
        let log: EventLog
        let shaped: Bool
        var body: some View {
            let row = HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }
            .frame(width: 200, height: 40)
            if shaped {
                row.contentShape(Rectangle()).modifier(ControlActionModifier { log.append("row") })
            } else {
                row.modifier(ControlActionModifier { log.append("row") })
            }
        }
    }

    @Test func containersAreHitOnlyOnContentUnlessShaped() {
        let log = EventLog()
        let plain = LiveTest.host(Row(log: log, shaped: false))
        plain.tap(at: Point(x: 100, y: 150))  // the spacer between the texts
        #expect(log.entries.isEmpty)
        plain.tap(at: Point(x: 10, y: 150))   // on "Left"
        #expect(log.entries == ["row"])
        log.clear()
        let shaped = LiveTest.host(Row(log: log, shaped: true))
        shaped.tap(at: Point(x: 100, y: 150))
        #expect(log.entries == ["row"])
    }

    struct Shapes: View {
        let log: EventLog
        var body: some View {
            ZStack {
                // A 300-point square clipped to a 40-point frame centred at (100, 270).
                Rectangle().fill(Color.red).frame(width: 300, height: 300).frame(width: 40, height: 40).clipped()
                    .offset(x: 0, y: 120)
                    .modifier(ControlActionModifier { log.append("clipped") })
                Color.clear.modifier(ControlActionModifier { log.append("clear") })
                Circle().fill(Color.green).frame(width: 100, height: 100)
                    .modifier(ControlActionModifier { log.append("circle") })
                Color.yellow.frame(width: 20, height: 20).opacity(0)
                    .modifier(ControlActionModifier { log.append("invisible") })
            }
            .frame(width: 200, height: 300)
        }
    }

    @Test func shapesClearColoursInvisibleViewsAndClips() {
        let log = EventLog()
        let host = LiveTest.host(Shapes(log: log))
        host.tap(at: Point(x: 100, y: 150))   // the circle's centre (the invisible square is above it)
        host.tap(at: Point(x: 55, y: 105))    // inside the circle's frame, outside the circle
        // The clipped square still catches touches outside its clip (SwiftUI's clipping does not
        // clip hit testing): (20, 140) is far outside the 40-point frame at y 250…290, inside the
        // unclipped square (y 120…420).
        host.tap(at: Point(x: 20, y: 140))
        #expect(log.entries == ["circle", "clipped"])
    }

    struct Scaled: View {
        let log: EventLog
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .scaleEffect(2)
                .modifier(ControlActionModifier { log.append("scaled") })
        }
    }

    @Test func scaleEffectsMoveTheHitArea() {
        let log = EventLog()
        let host = LiveTest.host(Scaled(log: log))
        // The 40-point square at (80, 130) draws 80 points wide around its centre.
        host.tap(at: Point(x: 65, y: 115))
        #expect(log.entries == ["scaled"])
    }

    struct Pressable: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("Press") { taps += 1 }.id("press")
                Button("Off") { taps += 100 }.disabled(true).id("off")
            }
        }
    }

    @Test func buttonsShowPressedAndActOnTouchUpInside() throws {
        let host = LiveTest.host(Pressable())
        let frame = try #require(host.frame(ofID: "press"))
        let touch = host.touchDown(at: frame.center)
        #expect(host.layout().first(id: "press")?[property: "opacity"] == "0.2")
        touch.move(to: Point(x: frame.midX + 40, y: frame.midY))  // still within the tracking margin
        #expect(host.layout().first(id: "press")?[property: "opacity"] == "0.2")
        touch.up()
        #expect(LiveTest.texts(host).contains("taps 1"))
        // Released, the button fades back (with the default animation).
        #expect(host.layout().first(id: "press")?[property: "opacity"] == "0.2")
        host.settle()
        #expect(host.layout().first(id: "press")?[property: "opacity"] == "1")
        // Pressed again it fades at once; lifting far away cancels.
        let second = host.touchDown(at: frame.center)
        #expect(host.layout().first(id: "press")?[property: "opacity"] == "0.2")
        second.move(to: Point(x: frame.midX, y: frame.midY + 200))
        host.settle()
        #expect(host.layout().first(id: "press")?[property: "opacity"] == "1")
        second.up()
        #expect(LiveTest.texts(host).contains("taps 1"))
        // A disabled button does nothing.
        host.tap(id: "off")
        #expect(LiveTest.texts(host).contains("taps 1"))
    }

    struct Controls: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn).id("toggle")
                Link("Apollo", destination: URL(string: "https://www.nasa.gov/apollo")!).id("link")
            }
        }
    }

    @Test func togglesFlipAndLinksRecordTheirURL() throws {
        let host = LiveTest.host(Controls())
        let toggle = try #require(host.frame(ofID: "toggle"))
        host.tap(at: Point(x: toggle.minX + 5, y: toggle.midY))   // the label does not toggle
        #expect(host.layout().first(kind: "Toggle")?[property: "isOn"] == "false")
        host.tap(at: Point(x: toggle.maxX - 10, y: toggle.midY))  // the switch does
        #expect(host.layout().first(kind: "Toggle")?[property: "isOn"] == "true")
        host.tap(id: "link")
        #expect(host.openedURLs == [URL(string: "https://www.nasa.gov/apollo")!])
    }
}
