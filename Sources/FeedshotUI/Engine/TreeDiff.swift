/// Names a node of a placed tree so that the same view can be found in the tree of the next
/// update: by its identity (with a count when several nodes share one, as the internal nodes a
/// primitive builds may), or, for the few nodes without one, by its position under a named parent.
indirect enum NodeKey: Hashable, CustomStringConvertible {
    case identity(ViewIdentity, occurrence: Int)
    case child(of: NodeKey?, index: Int)

    var description: String {
        switch self {
        case let .identity(identity, occurrence): occurrence == 0 ? "\(identity)" : "\(identity).\(occurrence)"
        case let .child(parent, index): "\(parent.map(\.description) ?? "root")/\(index)"
        }
    }
}

/// The nodes of one placed tree by key, with each node's parent: what the next update's tree is
/// compared with.
struct KeyedTree {
    /// Each node's key, parents before children.
    private(set) var keys: [ObjectIdentifier: NodeKey] = [:]
    /// The node for each key.
    private(set) var nodes: [NodeKey: ViewNode] = [:]
    /// The parent of each keyed node (absent for the root), and the node's index among its
    /// parent's children.
    private(set) var parents: [NodeKey: (parent: NodeKey, index: Int)] = [:]
    /// Keys in depth-first order (parents first), for deterministic walks.
    private(set) var order: [NodeKey] = []

    init(root: ViewNode) {
        var occurrences: [ViewIdentity: Int] = [:]
        visit(root, parent: nil, index: 0, occurrences: &occurrences)
    }

    private mutating func visit(_ node: ViewNode, parent: NodeKey?, index: Int,
                                occurrences: inout [ViewIdentity: Int]) {
        let key: NodeKey
        if let identity = node.identity {
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            key = .identity(identity, occurrence: occurrence)
        } else {
            key = .child(of: parent, index: index)
        }
        keys[ObjectIdentifier(node)] = key
        nodes[key] = node
        if let parent { parents[key] = (parent, index) }
        order.append(key)
        for (childIndex, child) in node.children.enumerated() {
            visit(child, parent: key, index: childIndex, occurrences: &occurrences)
        }
    }

    /// The key of `node`, a node of this tree.
    func key(of node: ViewNode) -> NodeKey? { keys[ObjectIdentifier(node)] }
}

/// What changed between the placed trees of two updates, by key: the views that stayed (whose
/// properties may animate), the subtrees that came (insertion transitions) and those that went
/// (removal transitions).
struct TreeDiff {
    /// Nodes in both trees, as (before, after), in the new tree's depth-first order.
    var persisted: [(before: ViewNode, after: ViewNode, key: NodeKey)] = []
    /// The roots of the subtrees only the new tree has (their parent is in both trees, or they
    /// are the root), in depth-first order.
    var inserted: [(node: ViewNode, key: NodeKey)] = []
    /// The roots of the subtrees only the old tree had, with the key of their old parent and
    /// their index under it, in the old tree's depth-first order.
    var removed: [(node: ViewNode, key: NodeKey, parent: NodeKey?, index: Int)] = []

    init(from old: KeyedTree, to new: KeyedTree) {
        for key in new.order {
            guard let node = new.nodes[key] else { continue }
            if let before = old.nodes[key] {
                persisted.append((before, node, key))
            } else if let parent = new.parents[key]?.parent, old.nodes[parent] == nil {
                continue  // inside an inserted subtree
            } else {
                inserted.append((node, key))
            }
        }
        for key in old.order where new.nodes[key] == nil {
            guard let node = old.nodes[key] else { continue }
            let parent = old.parents[key]
            if let parentKey = parent?.parent, new.nodes[parentKey] == nil { continue }  // inside a removed subtree
            removed.append((node, key, parent?.parent, parent?.index ?? 0))
        }
    }
}
