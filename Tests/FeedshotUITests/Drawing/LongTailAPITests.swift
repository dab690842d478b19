import FeedshotTesting
import Foundation
import Testing
@testable import FeedshotUI

/// Collects render issues from any thread.
private final class ColourIssueLog: @unchecked Sendable {
    // Unchecked: `issues` is only touched under `lock`.
    private let lock = NSLock()
    private var issues: [RenderIssue] = []
    func append(_ issue: RenderIssue) { lock.withLock { issues.append(issue) } }
    var all: [RenderIssue] { lock.withLock { issues } }
}

/// The long tail of SwiftUI API apps use: colour spaces, asset colours, navigation paths that
/// encode, split views, timelines, system chrome, apps hosted live.
@Suite struct LongTailAPITests {
    @Test func colourSpacesConvertToSRGB() {
        let linear = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).resolve(in: .light)
        #expect(abs(linear.red - 0.7354) < 0.001 && linear.green == 0 && abs(linear.blue - 1) < 1e-9)
        // Greys are the same in P3 and sRGB (both white points are D65).
        let grey = Color(.displayP3, white: 0.5).resolve(in: .light)
        #expect(abs(grey.red - 0.5) < 1e-4 && abs(grey.green - 0.5) < 1e-4 && abs(grey.blue - 0.5) < 1e-4)
        // P3's red lies outside sRGB: clamped to sRGB's red.
        let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: .light)
        #expect(abs(p3Red.red - 1) < 1e-9 && p3Red.green < 1e-9 && p3Red.blue < 1e-9)
        let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: .light)
        #expect(abs(green.red) < 1e-9 && abs(green.green - 1) < 1e-9 && abs(green.blue) < 1e-9)
        let wrapped = Color(hue: 1, saturation: 1, brightness: 0.5).resolve(in: .light)
        #expect(abs(wrapped.red - 0.5) < 1e-9 && abs(wrapped.green) < 1e-9)
    }

    @Test func assetColoursResolveInLightAndDark() throws {
        let directory = NSTemporaryDirectory() + "feedshot-colours-" + UUID().uuidString
        let colourSet = directory + "/Assets.xcassets/Brand.colorset"
        try FileManager.default.createDirectory(atPath: colourSet, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let json = """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb",
            "components": {"red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.500", "blue": "1.000", "alpha": "1.000"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """
        try Data(json.utf8).write(to: URL(fileURLWithPath: colourSet + "/Contents.json"))
        let log = ColourIssueLog()
        let renderer = Renderer(scale: 1, assets: try AssetCatalog(directory: directory), issueHandler: { log.append($0) })
        let size = Size(width: 4, height: 4)
        let light = renderer.render(Color("Brand").frame(width: 4, height: 4), size: size)[2, 2]
        #expect(light == PremultipliedRGBA(red: 255, green: 128, blue: 0, alpha: 255))
        let dark = renderer.render(Color("Brand").frame(width: 4, height: 4).environment(\.colorScheme, .dark), size: size)[2, 2]
        #expect(dark == PremultipliedRGBA(red: 0, green: 128, blue: 255, alpha: 255))
        #expect(log.all.isEmpty)
        let missing = renderer.render(Color("Nope").frame(width: 4, height: 4), size: size)[2, 2]
        #expect(missing.alpha == 0)
        #expect(log.all.contains { if case .colorUnavailable("Nope") = $0 { true } else { false } })
    }

    struct Planet: Codable, Hashable, Sendable {
        let name: String
        let moons: Int
    }

    @Test func navigationPathRoundTripsThroughItsCodableRepresentation() throws {
        var path = NavigationPath()
        path.append(Planet(name: "Mars", moons: 2))
        path.append(42)
        path.append("rover")
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == representation)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test func navigationPathRepresentationRejectsWhatItCannotRestore() {
        struct NotCodable: Hashable, Sendable { let id: Int }
        var path = NavigationPath()
        path.append(NotCodable(id: 1))
        #expect(path.codable == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["NoSuchType", "1"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["Si"]"#.utf8))
        }
    }

    @Test func splitViewOnAnIPhoneIsTheStackOfItsSidebar() {
        let sidebar = List { Text("Inbox"); Text("Archive") }.navigationTitle("Mail")
        let split = NavigationSplitView { sidebar } detail: { Text("Select a message") }
        let renderer = Renderer(scale: 1)
        #expect(renderer.render(split, on: .iPhone14) == renderer.render(NavigationStack { sidebar }, on: .iPhone14))
        let threeColumns = NavigationSplitView(columnVisibility: .constant(.all)) { sidebar } content: {
            Text("Messages")
        } detail: { Text("Select a message") }.navigationSplitViewStyle(.balanced)
        #expect(renderer.render(threeColumns, on: .iPhone14) == renderer.render(NavigationStack { sidebar }, on: .iPhone14))
    }

    @Test func timelineShowsTheRenderDate() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let renderer = Renderer(scale: 1)
        let size = Size(width: 200, height: 40)
        let timeline = TimelineView(.periodic(from: .distantPast, by: 1)) { context in
            Text(context.date, style: .date)
        }.environment(\.renderDate, date)
        let plain = Text(date, style: .date).environment(\.renderDate, date)
        #expect(renderer.render(timeline, size: size) == renderer.render(plain, size: size))
        let everyMinute = TimelineView(.everyMinute) { context in Text(context.cadence == .live ? "live" : "slow") }
        #expect(renderer.render(everyMinute, size: size) == renderer.render(Text("live"), size: size))
    }

    @Test func systemChromeModifiersDrawNothing() {
        let renderer = Renderer(scale: 1)
        let screen = Text("Full screen").padding()
        #expect(renderer.render(screen.statusBarHidden().persistentSystemOverlays(.hidden).statusBar(hidden: true),
                                on: .iPhone14) == renderer.render(screen, on: .iPhone14))
        #expect(EnvironmentValues().accessibilityReduceMotion == false)
        #expect(EnvironmentValues().legibilityWeight == .regular)
    }

    struct CounterApp: App {
        var body: some Scene {
            WindowGroup { Counter() }
        }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }.id("button")
        }
    }

    @Test @MainActor func appIsHostedLiveThroughItsFirstWindow() {
        let host = ViewHost(CounterApp(), on: .iPhone14, renderer: Renderer(scale: 1))
        let frame = host.frame(ofID: "button")
        #expect(frame != nil)
        #expect(host.render() == Renderer(scale: 1).render(CounterApp(), on: .iPhone14))
    }
}
