import Geometry
import Raster
import Paging
@testable import FeedshotUI

/// Screens and helpers shared by the scroll-view tests.
enum ScrollTest {
    /// A distinct colour for page or row `index`.
    static func color(_ index: Int) -> Color {
        let palette: [(Double, Double, Double)] = [(0.90, 0.30, 0.25), (0.95, 0.65, 0.20), (0.30, 0.70, 0.35),
                                                   (0.20, 0.55, 0.85), (0.55, 0.35, 0.80), (0.85, 0.40, 0.65)]
        let (red, green, blue) = palette[index % palette.count]
        return Color(red: red, green: green, blue: blue)
    }

    /// A full-screen paging feed: `count` pages filling the scroll view, each a colour with its
    /// number, starting on `start` through `scrollPosition(id:)`, as apps write paging feeds.
    struct PagingFeed: View {
        let count: Int
        let axis: Axis.Set
        @State private var page: Int?

        init(count: Int, start: Int? = nil, axis: Axis.Set = .vertical) {
            self.count = count
            self.axis = axis
            _page = State(initialValue: start)
        }

        var body: some View {
            ScrollView(axis) {
                if axis == .horizontal {
                    LazyHStack(spacing: 0) { pages }.scrollTargetLayout()
                } else {
                    LazyVStack(spacing: 0) { pages }.scrollTargetLayout()
                }
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
        }

        private var pages: some View {
            ForEach(0..<count, id: \.self) { index in
                ZStack {
                    ScrollTest.color(index)
                    Text("\(index)").font(.largeTitle.bold()).foregroundStyle(.white)
                }
                .containerRelativeFrame([.horizontal, .vertical])
            }
        }
    }

    /// The host's scroll views, in identity order.
    static func scrollStates(_ host: ViewHost) -> [ScrollState] {
        host.graph.scrolling.all
    }

    /// The content offset of the host's first scroll view (the model, before pixel rounding).
    static func offset(_ host: ViewHost) -> Point {
        scrollStates(host).first?.offset ?? .zero
    }

    /// Runs `body` with every frame the host lays out recorded: the offset of its first scroll
    /// view at frame 0 (now) and after each frame the clock passes.
    static func recordOffsets(_ host: ViewHost, _ body: () -> Void) -> [Point] {
        var offsets = [offset(host)]
        let previous = host.onFrame
        host.onFrame = { offsets.append(ScrollTest.offset($0)) }
        body()
        host.onFrame = previous
        return offsets
    }

    /// Runs `body` with the host's time and first scroll view's offset recorded after each frame
    /// the clock passes.
    static func recordFrames(_ host: ViewHost, _ body: () -> Void) -> [(time: Double, offset: Point)] {
        var frames = [(time: Double, offset: Point)]()
        let previous = host.onFrame
        host.onFrame = { frames.append(($0.time, ScrollTest.offset($0))) }
        body()
        host.onFrame = previous
        return frames
    }

    /// Drags a finger from `start` to `end` over 0.2 s, holds it still 0.1 s, and lifts it: the
    /// release has no velocity, so the content rests where the finger left it.
    static func slowDrag(_ host: ViewHost, from start: Point, to end: Point) {
        let touch = host.touchDown(at: start)
        for frame in 1...12 {
            host.advance(frames: 1)
            let fraction = Double(frame) / 12
            touch.move(to: Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        host.advance(by: 0.1)
        touch.up()
    }

    /// Runs `body` rendering the frames at `indices` (frame 0 is now) side by side, with a
    /// 2-pixel grey gap: a first, a middle and a last frame of a recording in one golden.
    static func filmstrip(_ host: ViewHost, frames indices: [Int], _ body: () -> Void) -> Bitmap {
        var frames = [Int: Bitmap]()
        var index = 0
        if indices.contains(0) { frames[0] = host.render() }
        let previous = host.onFrame
        host.onFrame = { host in
            index += 1
            if indices.contains(index) { frames[index] = host.render() }
        }
        body()
        host.onFrame = previous
        let images = indices.compactMap { frames[$0] }
        precondition(images.count == indices.count, "the recording ended at frame \(index), before \(indices)")
        return strip(images)
    }

    /// Bitmaps side by side, 2 grey pixels apart.
    static func strip(_ images: [Bitmap]) -> Bitmap {
        let gap = 2
        let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var result = Bitmap(width: width, height: height, fill: PremultipliedRGBA(red: 128, green: 128, blue: 128, alpha: 255))
        var x0 = 0
        for image in images {
            for y in 0..<image.height {
                for x in 0..<image.width { result[x0 + x, y] = image[x, y] }
            }
            x0 += image.width + gap
        }
        return result
    }
}
