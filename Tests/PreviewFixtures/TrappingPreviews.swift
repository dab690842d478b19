import FeedshotUI

/// A view whose body traps, as one that force-unwraps a missing resource does.
struct MissingBadgeImage: View {
    var body: some View {
        fatalError("The badge image 'apollo1-badge' is missing")
    }
}

#if PreviewMacros
/// Traps when it renders: `assertPreviewSnapshots` reports it by name and the others run.
#Preview("Missing image") {
    MissingBadgeImage()
}
#endif

/// A provider whose second preview traps: the first and third still render.
struct Hatch_Previews: PreviewProvider {
    static var previews: some View {
        Text("Hatch open").padding().previewLayout(.sizeThatFits).previewDisplayName("Open")
        MissingBadgeImage().previewDisplayName("Broken")
        Text("Hatch closed").padding().previewLayout(.sizeThatFits).previewDisplayName("Closed")
    }
}
