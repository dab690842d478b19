import Foundation
import Geometry

/// A laid-out view: its kind, its frame in points and its key parameters, with its laid-out
/// children. The result of a layout, for tests and for debugging layouts (`feedshot layout`).
///
/// Every modifier that takes part in layout is its own node, as in SwiftUI's view tree:
/// `Text("Hi").padding().background(.red)` is a `background` whose children are the background
/// colour and a `padding` holding the `Text`. Frames are in the root coordinate space (the
/// screen's, y down), before rounding to device pixels.
public struct PlacedView: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The SwiftUI name of the view or modifier: `Text`, `VStack`, `padding`, `frame`…
    public var kind: String
    /// The frame in points, in the root coordinate space.
    public var frame: Rect
    /// The identifier given with `.id(_:)`, if any.
    public var id: String?
    /// Key parameters (`text`, `alignment`, `insets`…), in display order.
    public var properties: [Property]
    /// The laid-out children, in drawing order.
    public var children: [PlacedView]

    /// One named parameter.
    public struct Property: Hashable, Sendable, Codable {
        /// The parameter's name.
        public var name: String
        /// Its value, as text.
        public var value: String

        /// Creates a property.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a placed view.
    public init(kind: String, frame: Rect, id: String? = nil, properties: [Property] = [], children: [PlacedView] = []) {
        self.kind = kind
        self.frame = frame
        self.id = id
        self.properties = properties
        self.children = children
    }

    init(_ node: ViewNode) {
        var properties = node.behavior.dumpProperties(of: node).map { Property(name: $0.0, value: $0.1) }
        // A live host's node mid-transition shows how it is drawn on top of its own properties.
        if let presentation = node.presentation {
            properties.append(Property(name: "presentedOpacity", value: presentation.opacity.compactDescription))
            if let transform = presentation.transform {
                properties.append(Property(name: "presentedTransform", value: transform.description))
            }
            if presentation.dim > 0 {
                properties.append(Property(name: "presentedDim", value: presentation.dim.compactDescription))
            }
        }
        self.init(kind: node.behavior.kindName, frame: node.frame, id: node.identifier, properties: properties,
                  children: node.children.map(PlacedView.init))
    }

    /// The value of the property `name`, if present.
    public subscript(property name: String) -> String? {
        properties.first { $0.name == name }?.value
    }

    // MARK: Searching

    /// This view and all its descendants, depth first, parents before children.
    public var allViews: [PlacedView] {
        [self] + children.flatMap(\.allViews)
    }

    /// The first view (depth first, this one included) matching `predicate`.
    public func first(where predicate: (PlacedView) -> Bool) -> PlacedView? {
        if predicate(self) { return self }
        for child in children {
            if let match = child.first(where: predicate) { return match }
        }
        return nil
    }

    /// The first view named with `.id(id)`.
    public func first(id: String) -> PlacedView? {
        first { $0.id == id }
    }

    /// The first view of `kind` (`"Text"`, `"frame"`…).
    public func first(kind: String) -> PlacedView? {
        first { $0.kind == kind }
    }

    /// Every view of `kind`, depth first.
    public func all(kind: String) -> [PlacedView] {
        allViews.filter { $0.kind == kind }
    }

    // MARK: Dumps

    /// An indented text dump: one line per view with its kind, frame `(x, y, width, height)`,
    /// id and properties.
    public var dump: String {
        var lines = [String]()
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + kind + " " + frame.description
        if let id { line += " #\(id)" }
        for property in properties { line += " \(property.name)=\(property.value)" }
        lines.append(line)
        for child in children { child.appendLines(to: &lines, depth: depth + 1) }
    }

    /// The tree as JSON (`kind`, `frame` as `{x, y, width, height}`, `id`, `properties` as an
    /// object, `children`), with keys in a stable order.
    public func jsonData(prettyPrinted: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        return try encoder.encode(self)
    }

    public var description: String { dump }

    // MARK: Codable

    private enum CodingKeys: String, CodingKey {
        case kind, frame, id, properties, children
    }

    private struct FrameValue: Codable {
        var x, y, width, height: Double
    }

    private struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(FrameValue(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
                             forKey: .frame)
        try container.encodeIfPresent(id, forKey: .id)
        if !properties.isEmpty {
            var nested = container.nestedContainer(keyedBy: DynamicKey.self, forKey: .properties)
            for property in properties {
                try nested.encode(property.value, forKey: DynamicKey(stringValue: property.name))
            }
        }
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        let frame = try container.decode(FrameValue.self, forKey: .frame)
        self.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        if container.contains(.properties) {
            let nested = try container.nestedContainer(keyedBy: DynamicKey.self, forKey: .properties)
            properties = try nested.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                Property(name: $0.stringValue, value: try nested.decode(String.self, forKey: $0))
            }
        } else {
            properties = []
        }
        children = try container.decodeIfPresent([PlacedView].self, forKey: .children) ?? []
    }
}
