/// A place where previews are declared: one `#Preview`, or one ``PreviewProvider`` type (whose
/// `previews` may hold several). ``all(inModules:)`` lists every declaration in the running
/// program, found by the Swift runtime's conformance records, with no list kept by hand.
///
/// Listing runs none of the previews' code; ``makePreviews()`` does (a provider's `previews`
/// is evaluated to split it into its top-level views), and ``Preview/makeView()`` runs a
/// preview's body.
public struct PreviewDeclaration: Sendable, Identifiable, CustomStringConvertible {
    /// What kind of declaration this is.
    public enum Kind: Sendable, Hashable {
        /// A `#Preview` (one preview).
        case macro
        /// A ``PreviewProvider`` type (one preview per top-level view of its `previews`).
        case provider
    }

    /// What kind of declaration this is.
    public let kind: Kind
    /// Where it is: file and line of a `#Preview`, module and type of a provider.
    public let source: PreviewSource
    /// The first part of the golden image names of its previews: the file's name without
    /// `.swift` for a `#Preview`, the type's name for a provider, prefixed with the module when
    /// another module has a declaration with the same stem.
    public let stem: String
    /// The name of a `#Preview` as written (`nil` when unnamed or for a provider).
    public let name: String?
    /// For a `#Preview`: its number among the previews of its file with the same name (1 for
    /// the first), which makes their golden image names unique.
    let occurrence: Int
    private let type: DeclaringType

    /// Every declaration of the running program, or of the modules named in `modules`, in a
    /// stable order: by module, then file or type name, then line.
    public static func all(inModules modules: Set<String>? = nil) -> [PreviewDeclaration] {
        var found: [PreviewDeclaration] = []
        for match in ConformanceRecords.types(conformingTo: "PreviewRegistry", declaredIn: "FeedshotUI") {
            guard modules?.contains(match.module) ?? true, let registry = match.type as? any PreviewRegistry.Type else { continue }
            var source = PreviewSource()
            source.module = match.module
            source.fileID = registry.fileID
            source.filePath = registry.filePath
            source.line = registry.line
            source.column = registry.column
            found.append(PreviewDeclaration(kind: .macro, source: source, stem: source.stem, name: registry.name,
                                            occurrence: 1, type: DeclaringType(registry: registry)))
        }
        for match in ConformanceRecords.types(conformingTo: "PreviewProvider", declaredIn: "FeedshotUI") {
            guard modules?.contains(match.module) ?? true, let provider = match.type as? any PreviewProvider.Type else { continue }
            var source = PreviewSource()
            source.module = match.module
            source.providerType = match.typeName
            found.append(PreviewDeclaration(kind: .provider, source: source, stem: source.stem, name: nil,
                                            occurrence: 1, type: DeclaringType(provider: provider)))
        }
        return disambiguated(found.sorted(by: Self.precedes))
    }

    /// Makes the declaration's previews: one for a `#Preview`; one per top-level view of a
    /// provider's `previews` (which this evaluates). Each preview's ``Preview/snapshotName`` is
    /// unique among the program's previews.
    public func makePreviews() throws -> [Preview] {
        if let registry = type.registry {
            var preview = try registry.makePreview()
            preview.source = source
            preview.snapshotName = stem + "." + numbered(Self.fileSafe(preview.name ?? "Preview"), occurrence)
            return [preview]
        }
        guard let provider = type.provider else { return [] }
        var previews = provider.expandedPreviews(source: source)
        var seen: [String: Int] = [:]
        for index in previews.indices {
            let base = Self.fileSafe(previews[index].displayName)
            seen[base, default: 0] += 1
            previews[index].snapshotName = stem + "." + numbered(base, seen[base]!)
        }
        return previews
    }

    public var id: String { "\(source.module)/\(stem)/\(source.line)" }

    public var description: String {
        switch kind {
        case .macro: "#Preview\(name.map { "(\"\($0)\")" } ?? "") at \(source)"
        case .provider: "PreviewProvider \(source)"
        }
    }

    // MARK: Order and names

    private static func precedes(_ lhs: PreviewDeclaration, _ rhs: PreviewDeclaration) -> Bool {
        (lhs.source.module, lhs.source.fileID, lhs.source.providerType, lhs.source.line, lhs.source.column)
            < (rhs.source.module, rhs.source.fileID, rhs.source.providerType, rhs.source.line, rhs.source.column)
    }

    /// Prefixes the stems that two modules share with the module's name, and numbers the
    /// `#Preview`s of one file that share a name.
    private static func disambiguated(_ declarations: [PreviewDeclaration]) -> [PreviewDeclaration] {
        var modulesByStem: [String: Set<String>] = [:]
        for declaration in declarations {
            modulesByStem[declaration.stem, default: []].insert(declaration.source.module)
        }
        var occurrences: [String: Int] = [:]
        return declarations.map { declaration in
            let shared = (modulesByStem[declaration.stem]?.count ?? 0) > 1
            let stem = fileSafe(shared ? "\(declaration.source.module).\(declaration.stem)" : declaration.stem)
            var occurrence = 1
            if declaration.kind == .macro {
                let key = "\(declaration.source.module)/\(declaration.source.fileID)/\(fileSafe(declaration.name ?? "Preview"))"
                occurrences[key, default: 0] += 1
                occurrence = occurrences[key]!
            }
            return PreviewDeclaration(kind: declaration.kind, source: declaration.source, stem: stem,
                                      name: declaration.name, occurrence: occurrence, type: declaration.type)
        }
    }

    private func numbered(_ name: String, _ occurrence: Int) -> String {
        occurrence > 1 ? "\(name)-\(occurrence)" : name
    }

    /// `name` as one portable file-name component: ASCII letters, digits, `_`, `-`, `@` and `.`
    /// are kept, anything else (spaces, slashes) becomes `-` (the rule golden image names
    /// follow in FeedshotTesting); a name of only dots becomes `_`.
    static func fileSafe(_ name: String) -> String {
        let cleaned = String(name.map { character -> Character in
            (character.isASCII && (character.isLetter || character.isNumber)) || "_-@.".contains(character)
                ? character : "-"
        })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "_" : cleaned
    }
}

/// The type that declares a preview: a `#Preview`'s registry or a provider.
private struct DeclaringType: @unchecked Sendable {
    // Unchecked: a metatype is an immutable global the runtime owns; these protocols are not
    // `Sendable` only because user types conforming to them need not be.
    var registry: (any PreviewRegistry.Type)?
    var provider: (any PreviewProvider.Type)?

    init(registry: any PreviewRegistry.Type) {
        self.registry = registry
    }

    init(provider: any PreviewProvider.Type) {
        self.provider = provider
    }
}
