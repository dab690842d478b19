import Foundation
import Geometry
@testable import FeedshotUI

/// A paging feed written the way apps write it without a paging scroll view (the issue's
/// example): a `GeometryReader` whose content sits at
/// `offset(y: -currentPage * pageHeight + dragOffset)`, `@GestureState var dragOffset` fed by
/// `DragGesture().updating`, `.onEnded` moving `currentPage` when the drag (or its predicted end,
/// for a fling) passes half a page, and `.animation(.easeInOut, value: currentPage)`.
///
/// As written, a drag released short of half a page snaps back at once, as it does on iOS: the
/// page did not change, so `.animation(_:value:)` does not apply, and the gesture state resets in
/// its own transaction, which has no animation. `animatesReturn` gives the gesture state an
/// animated reset transaction (`@GestureState(resetTransaction:)`), the usual fix.
struct HandWrittenPager: View {
    let pageCount: Int
    @State private var currentPage = 0
    @GestureState private var dragOffset: Double

    init(pageCount: Int, animatesReturn: Bool = false) {
        self.pageCount = pageCount
        _dragOffset = GestureState(wrappedValue: 0,
                                   resetTransaction: animatesReturn ? Transaction(animation: .easeInOut) : Transaction())
    }

    static let colors: [Color] = [
        Color(red: 0.85, green: 0.25, blue: 0.2), Color(red: 0.95, green: 0.65, blue: 0.15),
        Color(red: 0.2, green: 0.6, blue: 0.35), Color(red: 0.2, green: 0.4, blue: 0.85),
        Color(red: 0.5, green: 0.3, blue: 0.75),
    ]

    var body: some View {
        GeometryReader { geometry in
            let pageHeight = geometry.size.height
            VStack(spacing: 0) {
                ForEach(0..<pageCount, id: \.self) { index in
                    ZStack {
                        Self.colors[index % Self.colors.count]
                        VStack(spacing: 8) {
                            Text("\(index + 1)")
                                .font(.system(size: 64, weight: .bold))
                            Text("Page \(index + 1) of \(pageCount)")
                                .font(.caption)
                        }
                        .foregroundStyle(.white)
                    }
                    .frame(width: geometry.size.width, height: pageHeight)
                    .id("page\(index)")
                }
            }
            .offset(y: -Double(currentPage) * pageHeight + dragOffset)
            .animation(.easeInOut, value: currentPage)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation.height
                    }
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
