import FeedshotTesting
import Foundation
import Geometry
import Paging
import Testing
@testable import FeedshotUI

/// Goldens of movement: a hand-written pager swiped by a gesture file and recorded frame by frame
/// (``assertRecording(of:named:diff:fileID:filePath:function:line:column:_:)``), and the
/// tap-then-snapshot pattern for a button that pushes a detail screen. These are the README's
/// "Swipe your own feed" examples, kept honest by running them.
@Suite struct RecordingGoldenTests {
    static let device = Device.canvas(width: 90, height: 150)

    /// A page: a colour, its number large, a caption.
    struct Page: View {
        let number: Int
        static let colors: [Color] = [.indigo, .teal, .orange, .pink]

        var body: some View {
            ZStack(alignment: .bottomLeading) {
                Page.colors[number % Page.colors.count]
                Text("\(number + 1)").font(.system(size: 48, weight: .bold)).foregroundStyle(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                Text("Page \(number + 1)").font(.caption.bold()).foregroundStyle(.white).padding(8)
            }
        }
    }

    /// The pager as apps write it without a paging scroll view (issue 22's example): the pages
    /// stacked and offset by the current page and the drag, the page changed when the drag (or
    /// its predicted end) passes half a page, the change animated.
    struct Pager: View {
        let pageCount: Int
        @State private var currentPage = 0
        @GestureState private var dragOffset: Double = 0

        var body: some View {
            GeometryReader { geometry in
                let pageHeight = geometry.size.height
                VStack(spacing: 0) {
                    ForEach(0..<pageCount, id: \.self) { index in
                        Page(number: index).frame(width: geometry.size.width, height: pageHeight)
                    }
                }
                .offset(y: -Double(currentPage) * pageHeight + dragOffset)
                .animation(.easeInOut, value: currentPage)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation.height }
                        .onEnded { value in
                            let travel = value.predictedEndTranslation.height
                            if travel < -pageHeight / 2 {
                                currentPage = min(currentPage + 1, pageCount - 1)
                            } else if travel > pageHeight / 2 {
                                currentPage = max(currentPage - 1, 0)
                            }
                        }
                )
            }
            .ignoresSafeArea()
        }
    }

    /// Two gestures, as `feedshot swipe --gesture` reads them: a flick up (fast enough to turn
    /// the page), then a slow drag of a third of a page that springs back.
    static let gestureFile = """
        {"startPage": 0, "fps": 60,
         "gestures": [{"start": 0.05,
                       "samples": [{"t": 0, "y": 0}, {"t": 0.033, "y": -12}, {"t": 0.067, "y": -30},
                                   {"t": 0.1, "y": -55}]},
                      {"start": 0.75,
                       "samples": [{"t": 0, "y": 0}, {"t": 0.1, "y": -15}, {"t": 0.2, "y": -35},
                                   {"t": 0.3, "y": -50}, {"t": 0.45, "y": -50}]}]}
        """

    static func script() throws -> GestureScript {
        try GestureFile.decode(Data(gestureFile.utf8), source: "flick-and-return.json")
            .resolved(defaultPageCount: 3, defaultPageHeight: device.size.height)
    }

    @Test func aHandWrittenPagerSwipedByAGestureFile() throws {
        let host = ViewHost(Pager(pageCount: 3), on: Self.device, renderer: Renderer(scale: 1))
        let script = try Self.script()
        try assertRecording(of: host, named: "flick-and-return") { host in
            host.play(script, from: Point(x: 45, y: 110), settle: 0.5)
        }
        // Where it ended: the second page, at rest.
        let texts = LiveTest.texts(host)
        #expect(texts.contains("Page 2"))
        #expect(!host.isAnimating)
    }

    /// The tap-then-snapshot pattern: tap what pushes, then snapshot the screen it pushed.
    struct Missions: View {
        var body: some View {
            NavigationStack {
                List(1..<4, id: \.self) { number in
                    NavigationLink("Apollo \(number + 10)") { Detail(number: number + 10) }.id("apollo\(number + 10)")
                }
                .navigationTitle("Missions")
            }
        }
    }

    struct Detail: View {
        let number: Int
        var body: some View {
            VStack(spacing: 12) {
                Image(systemName: "moon.fill").font(.largeTitle)
                Text("Apollo \(number)").font(.title2.bold())
            }
            .navigationTitle("Apollo \(number)")
        }
    }

    @Test func tapThenSnapshotADetailScreen() throws {
        let host = ViewHost(Missions(), on: .iPhoneSE, renderer: Renderer(scale: 1))
        #expect(host.tap(id: "apollo11"))
        host.settle()
        assertSnapshot(of: host, named: "apollo11-detail")
        #expect(LiveTest.texts(host).contains("Apollo 11"))
    }
}
