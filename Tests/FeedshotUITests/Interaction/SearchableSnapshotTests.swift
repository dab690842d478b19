import FeedshotTesting
import Testing
@testable import FeedshotUI

/// `.searchable` draws its field at rest, iOS style.
@Suite struct SearchableSnapshotTests {
    /// Stands in for `$query` until the state module's `Binding<String>` is in this branch.
    struct Query: SearchTextSource {
        var searchText: String
    }

    struct Missions: View {
        let query: String
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(["Apollo 1", "Apollo 7", "Apollo 8"], id: \.self) { name in
                    Label(name, systemImage: "airplane")
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 16)
            .searchable(text: Query(searchText: query), prompt: "Search missions")
        }
    }

    @Test func searchFieldLightAndDark() {
        let screen = VStack(spacing: 0) {
            Missions(query: "")
                .background(.white)
            Missions(query: "Apollo")
                .padding(.vertical, 8)
                .background(.black)
                .preferredColorScheme(.dark)
        }
        .frame(width: 390)
        assertSnapshot(of: screen, size: nil, scale: 2, named: "light-dark")
    }

    @Test func searchFieldMetrics() throws {
        let tree = layout(Missions(query: ""), width: 390, height: 400)
        let field = try #require(tree.first(where: { $0.kind == "frame" && $0.frame.height == 36 }))
        #expect(field.frame.minX == 16 && field.frame.width == 390 - 32)
        #expect(tree.description.contains("Search missions"))
    }
}
