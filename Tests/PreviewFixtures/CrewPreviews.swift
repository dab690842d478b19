import FeedshotUI

/// One crew member's row: a symbol and a name.
struct CrewRow: View {
    let name: String

    var body: some View {
        HStack {
            Image(systemName: "person.fill")
            Text(name)
        }
        .padding(8)
    }
}

/// The form before `#Preview`: each top-level view of `previews` is one preview, configured
/// by the preview modifiers on it.
struct CrewRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CrewRow(name: "Neil Armstrong")
                .previewDisplayName("Armstrong")
                .previewLayout(.sizeThatFits)
            CrewRow(name: "Buzz Aldrin")
                .previewLayout(.fixed(width: 200, height: 60))
        }
        CrewRow(name: "Michael Collins")
            .previewDevice("iPhone SE (3rd generation)")
            .previewInterfaceOrientation(.landscapeRight)
    }
}
