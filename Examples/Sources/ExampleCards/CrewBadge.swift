import FeedshotUI

/// A crew member's badge, looked up by id in the roster.
public struct CrewBadge: View {
    /// The astronaut's id in ``roster``.
    public var id: String

    /// A badge for the astronaut `id`.
    public init(id: String) {
        self.id = id
    }

    /// The astronauts the app knows, by id.
    static let roster = ["armstrong": "Neil Armstrong", "aldrin": "Buzz Aldrin", "collins": "Michael Collins"]

    public var body: some View {
        // An app that trusts its data: an unknown id traps, as a missing resource would.
        let name = Self.roster[id]!
        return Label(name, systemImage: "person.circle.fill")
            .font(.headline)
            .padding(10)
            .background(Color(white: 0.92), in: .capsule)
    }
}

#Preview("Aldrin", traits: .sizeThatFitsLayout) {
    CrewBadge(id: "aldrin")
}

/// This preview traps on purpose (Gus Grissom is not in the roster): `assertPreviewSnapshots()`
/// and the `feedshot-previews` plugin report it by name, and the other previews still render.
#Preview("Missing astronaut", traits: .sizeThatFitsLayout) {
    CrewBadge(id: "grissom")
}
