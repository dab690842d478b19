// Editing a list: deleting and moving rows, swipe actions, the Edit button and edit mode. A still
// shows the list at rest (not mid-swipe, not being edited), so the actions are never run; they
// exist so app code compiles as written, and the Edit button draws its title.

/// A view that builds its content from a collection: SwiftUI's `DynamicViewContent`, the views
/// (a `ForEach`) that `onDelete(perform:)` and `onMove(perform:)` attach to.
public protocol DynamicViewContent: View {
    /// The collection the views are built from.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Deletes rows by swiping or in edit mode (never, in a still).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    /// Moves rows in edit mode (never, in a still).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }

    /// Inserts dropped items (never, in a still).
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> Self {
        self
    }
}

/// Whether a list is being edited: SwiftUI's `EditMode`, read with `@Environment(\.editMode)`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Switching between the two.
    case transient
    /// Editing: rows show delete and move controls.
    case active

    /// Whether editing (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The edit mode of the enclosing list, as a binding (`nil` outside an editable context).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches edit mode: SwiftUI's `EditButton`. It draws "Edit", or "Done"
/// (semibold, as UIKit's done button) when the environment's edit mode is active.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The Edit button.
    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button(action: {}) {
            Text(verbatim: editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
    }
}

/// Which side of a row swipe actions come from: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
    case leading, trailing
}

extension View {
    /// Actions revealed by swiping the row (a still shows the row at rest).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }

    /// Whether the row can be deleted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether the row can be moved.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
