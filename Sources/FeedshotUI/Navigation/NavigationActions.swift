/// A screen a live navigation stack pushed without a bound path: a navigation link's
/// destination view, or a value for `navigationDestination(for:)`.
enum NavigationEntry: @unchecked Sendable {
    // Unchecked: values and views are read on the host's thread only.
    case value(AnyHashable)
    case view(UncheckedSendableBox<AnyView>)
}

/// Edits a stack's bound path (`NavigationStack(path:)`), whatever its type.
struct NavigationPathEditor {
    /// Appends a value; false when the path's element type is not the value's.
    var append: (AnyHashable) -> Bool
    /// Removes the last `k` values (fewer when the path is shorter).
    var removeLast: (Int) -> Void
}

/// What navigation links and the back button do to their stack in a live host: push a screen,
/// pop the top one. The stack puts it in its screens' environment.
final class NavigationActions: @unchecked Sendable {
    // Unchecked: used on the host's thread only.
    private let storage: StoredValue<[NavigationEntry]>
    private let pathEditor: NavigationPathEditor?
    private let pathCount: Int

    init(storage: StoredValue<[NavigationEntry]>, pathEditor: NavigationPathEditor?, pathCount: Int) {
        self.storage = storage
        self.pathEditor = pathEditor
        self.pathCount = pathCount
    }

    /// Pushes `entry`: a value goes onto the bound path when there is one (as SwiftUI appends a
    /// value link's value to it), everything else onto the stack's own list.
    func push(_ entry: NavigationEntry) {
        if case .value(let value) = entry, storage.value.isEmpty, let pathEditor, pathEditor.append(value) { return }
        storage.write(storage.value + [entry])
    }

    /// Pops the top screen.
    func pop() {
        if !storage.value.isEmpty {
            storage.write(Array(storage.value.dropLast()))
        } else if pathCount > 0 {
            pathEditor?.removeLast(1)
        }
    }

    /// Pops the screen at `index` (the root is 0, then the path's values, then what links pushed)
    /// and every screen above it, in one change: the `dismiss` action of a pushed screen.
    func pop(to index: Int) {
        guard index > 0 else { return }
        let pushedIndex = index - 1 - pathCount
        if pushedIndex >= 0 {
            if pushedIndex < storage.value.count { storage.write(Array(storage.value.prefix(pushedIndex))) }
            return
        }
        if !storage.value.isEmpty { storage.write([]) }
        pathEditor?.removeLast(pathCount - index + 1)
    }
}

private struct NavigationActionsKey: EnvironmentKey {
    static var defaultValue: UncheckedSendableBox<NavigationActions>? { nil }
}

extension EnvironmentValues {
    /// The actions of the enclosing live navigation stack (`nil` in a still render).
    var navigationActions: NavigationActions? {
        get { self[NavigationActionsKey.self]?.value }
        set { self[NavigationActionsKey.self] = newValue.map(UncheckedSendableBox.init) }
    }
}
