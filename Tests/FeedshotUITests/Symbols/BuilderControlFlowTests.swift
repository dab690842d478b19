import Testing
@testable import FeedshotUI

/// Control flow in view builders, `Group`, `AnyView`, `EmptyView` and `Image(decorative:)`, as
/// SwiftUI code writes them.
@Suite struct BuilderControlFlowTests {
    enum Status { case ok, warning, failed }

    struct StatusRow: View {
        let status: Status
        let detail: String?
        let showsIcon: Bool

        var icon: AnyView {
            switch status {
            case .ok: AnyView(Image(systemName: "checkmark.circle.fill").foregroundStyle(.green))
            case .warning: AnyView(Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.orange))
            case .failed: AnyView(EmptyView())
            }
        }

        var body: some View {
            HStack {
                if showsIcon {
                    icon.id("icon")
                } else {
                    EmptyView()
                }
                Group {
                    Text("Status").id("title")
                    if let detail {
                        Text(detail).id("detail")
                    }
                }
                .font(.caption)
                switch status {
                case .failed:
                    Text("!").id("bang")
                default:
                    EmptyView()
                }
            }
        }
    }

    @Test func branchesAndOptionalsBuildTheRightChildren() {
        let full = layout(StatusRow(status: .ok, detail: "All good", showsIcon: true))
        #expect(full.first(id: "icon") != nil && full.first(id: "detail") != nil && full.first(id: "bang") == nil)
        let bare = layout(StatusRow(status: .failed, detail: nil, showsIcon: false))
        #expect(bare.first(id: "icon") == nil && bare.first(id: "detail") == nil && bare.first(id: "bang") != nil)
        // Group applies its font to each child and adds no node of its own.
        #expect(full.first(id: "title")?[property: "font"]?.contains("12pt") == true)
        #expect(full.first(id: "detail")?[property: "font"]?.contains("12pt") == true)
    }

    @Test func decorativeImageIsTheNamedImage() {
        let renderer = Renderer(scale: 1)
        #expect(renderer.layout(Image(decorative: "badge")).description == renderer.layout(Image("badge")).description)
    }
}
