import Foundation
import Testing
@testable import FeedshotUI

/// Interactive modifiers compile as SwiftUI code writes them and change nothing in a render.
@Suite struct InertModifierTests {
    /// A card as an app writes it, with gestures, lifecycle, animation and accessibility.
    struct InteractiveCard: View {
        let liked: Bool
        let count: Int
        @GestureState private var dragOffset = Size.zero

        var drag: some Gesture {
            DragGesture(minimumDistance: 20)
                .updating($dragOffset) { value, state, _ in state = value.translation }
                .onChanged { value in _ = value.translation.width }
                .onEnded { value in _ = value.predictedEndTranslation.height }
        }

        var body: some View {
            VStack(spacing: 12) {
                Image(systemName: liked ? "heart.fill" : "heart")
                    .font(.title)
                    .foregroundStyle(.red)
                    .onTapGesture { print("liked") }
                    .accessibilityLabel("Like")
                    .accessibilityAddTraits(.isButton)
                    .sensoryFeedback(.impact(weight: .light), trigger: liked)
                    .contentTransition(.opacity)
                Text("\(count) likes")
                    .accessibilityHint(Text("Double-tap to like"))
                    .accessibilityIdentifier("likes")
                    .animation(.spring(response: 0.3, dampingFraction: 0.7), value: count)
                    .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity))
            }
            .padding()
            .offset(x: dragOffset.width, y: dragOffset.height)
            .gesture(drag)
            .simultaneousGesture(TapGesture(count: 2).onEnded { print("double tap") })
            .onLongPressGesture(minimumDuration: 1) { print("long press") }
            .onAppear { print("appeared") }
            .onDisappear { print("gone") }
            .onChange(of: count) { oldValue, newValue in print(oldValue, newValue) }
            .onChange(of: liked) { print("liked changed") }
            .onChange(of: count, perform: { print($0) })
            .task { try? await Task.sleep(nanoseconds: 1) }
            .task(id: count) { await Task.yield() }
            .refreshable { await Task.yield() }
            .accessibilityElement(children: .combine)
            .accessibilityHidden(false)
        }
    }

    struct PlainCard: View {
        let liked: Bool
        let count: Int
        var body: some View {
            VStack(spacing: 12) {
                Image(systemName: liked ? "heart.fill" : "heart").font(.title).foregroundStyle(.red)
                Text("\(count) likes")
            }
            .padding()
            .offset(x: 0, y: 0)  // the drag offset at rest
        }
    }

    @Test func interactiveModifiersLeaveLayoutAndPixelsUnchanged() {
        let renderer = Renderer(scale: 2)
        let interactive = renderer.render(InteractiveCard(liked: true, count: 3))
        let plain = renderer.render(PlainCard(liked: true, count: 3))
        #expect(interactive == plain)
        #expect(renderer.layout(InteractiveCard(liked: false, count: 1)).description
            == renderer.layout(PlainCard(liked: false, count: 1)).description)
    }

    @Test func withAnimationRunsItsBodyOnce() {
        var runs = 0
        let result = withAnimation(.easeInOut(duration: 0.2)) { runs += 1; return runs }
        #expect(result == 1 && runs == 1)
        #expect(Animation.default != Animation.spring(duration: 0.4, bounce: 0.2).delay(1).repeatForever())
    }
}
