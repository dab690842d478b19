import Geometry
import Testing
@testable import FeedshotUI

/// Preferences: values views send up the tree, combined in view order, read by
/// `overlayPreferenceValue`, `backgroundPreferenceValue` and `onPreferenceChange`; anchors read
/// through a `GeometryProxy`.
@Suite struct PreferenceTests {
    struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Test func siblingsCombineInOrderAndAnOuterValueReplacesTheSubtrees() {
        let summed = LiveTest.texts(LiveTest.host(VStack {
            Text("a").preference(key: Total.self, value: 1)
            Text("b").preference(key: Total.self, value: 2)
            Text("c")
        }.overlayPreferenceValue(Total.self) { Text("total \($0)") }))
        #expect(summed.contains("total 3"))
        let replaced = LiveTest.texts(LiveTest.host(VStack {
            Text("a").preference(key: Total.self, value: 1)
        }.preference(key: Total.self, value: 40).overlayPreferenceValue(Total.self) { Text("total \($0)") }))
        #expect(replaced.contains("total 40"))
        let transformed = LiveTest.texts(LiveTest.host(Text("a").preference(key: Total.self, value: 1)
            .transformPreference(Total.self) { $0 *= 10 }.backgroundPreferenceValue(Total.self) { Text("total \($0)") }))
        #expect(transformed.contains("total 10"))
        let none = LiveTest.texts(LiveTest.host(Text("a").overlayPreferenceValue(Total.self) { Text("total \($0)") }))
        #expect(none.contains("total 0"))
    }

    struct Bounds: PreferenceKey {
        static let defaultValue: Anchor<Rect>? = nil
        static func reduce(value: inout Anchor<Rect>?, nextValue: () -> Anchor<Rect>?) { value = value ?? nextValue() }
    }

    @Test func anAnchorReadsTheViewsFrameInTheReadersSpace() throws {
        let view = VStack(spacing: 0) {
            Color.gray.frame(height: 30)
            Color.red.frame(width: 40, height: 20).id("target")
                .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
        }
        .padding(10)
        .overlayPreferenceValue(Bounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.blue.frame(width: rect.width, height: rect.height).id("follower")
                        .padding(.leading, rect.minX).padding(.top, rect.minY)
                }
            }
        }
        let tree = Renderer(scale: 1).layout(view, size: Size(width: 200, height: 200))
        let target = try #require(frame("target", in: tree)), follower = try #require(frame("follower", in: tree))
        #expect(follower == target)
    }

    struct Height: PreferenceKey {
        static let defaultValue = 0.0
        static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
    }

    /// The classic pattern: measure a view with a reader in its background and keep the height in
    /// state, read after layout in a live host.
    struct Measured: View {
        @State private var height = 0.0
        var body: some View {
            VStack {
                Text("measured \(Int(height))")
                Color.red.frame(height: 44)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: Height.self, value: proxy.size.height)
                    })
            }
            .onPreferenceChange(Height.self) { height = $0 }
        }
    }

    @Test func onPreferenceChangeSeesValuesFromAGeometryReaderAfterLayout() {
        let host = LiveTest.host(Measured())
        #expect(LiveTest.texts(host).contains("measured 44"))
        // A still frame runs no actions: the state keeps its first value.
        #expect(LiveTest.texts(Renderer(scale: 1).layout(Measured(), size: Size(width: 200, height: 200)))
            .contains("measured 0"))
    }

    struct MeasuredSize: PreferenceKey {
        static let defaultValue = Size.zero
        static func reduce(value: inout Size, nextValue: () -> Size) { value = nextValue() }
    }

    /// A card measured by a reader in its background, its size shown by a preference layer.
    static func sizeBadge(background: Bool) -> some View {
        Color.red.frame(width: 120, height: 40).id("card")
            .background(GeometryReader { proxy in
                Color.clear.preference(key: MeasuredSize.self, value: proxy.size)
            })
            .modifier(SizeBadge(background: background))
            .frame(width: 200, height: 100)
    }

    struct SizeBadge: ViewModifier {
        let background: Bool
        func body(content: Content) -> some View {
            if background {
                content.backgroundPreferenceValue(MeasuredSize.self, alignment: .bottomTrailing) { size in
                    Text("\(Int(size.width))x\(Int(size.height))").font(.caption).id("badge")
                }
            } else {
                content.overlayPreferenceValue(MeasuredSize.self, alignment: .bottomTrailing) { size in
                    Text("\(Int(size.width))x\(Int(size.height))").font(.caption).id("badge")
                }
            }
        }
    }

    @Test func aPreferenceLayerSeesValuesSentFromAGeometryReader() throws {
        for background in [false, true] {
            let tree = Renderer(scale: 1).layout(Self.sizeBadge(background: background), size: Size(width: 200, height: 100))
            #expect(LiveTest.texts(tree).contains("120x40"), "background \(background)")
            // Laid out as the layer of an overlay or background: aligned in the card's frame.
            let card = try #require(frame("card", in: tree)), badge = try #require(frame("badge", in: tree))
            #expect(abs(badge.maxX - card.maxX) < 1e-9 && abs(badge.maxY - card.maxY) < 1e-9)
            #expect(badge.width < card.width && badge.height < card.height)
            // Drawn in its place: behind the card for a background, in front for an overlay.
            let pair = try #require(tree.first(kind: background ? "backgroundPreferenceValue" : "overlayPreferenceValue"))
            #expect(pair.children.count == 2)
            #expect(pair.children.firstIndex { $0.kind == "PreferenceLayer" } == (background ? 0 : 1))
        }
        let live = LiveTest.host(Self.sizeBadge(background: false))
        #expect(LiveTest.texts(live).contains("120x40"))
    }
}
