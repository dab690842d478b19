/// The launch operations of the space-explorer schema (the Apollo iOS tutorial's server): one
/// launch by id, and the paged list.
///
/// Both select exactly the fields ``LaunchScreen`` draws, with the large mission patch. The list
/// asks for those fields on every launch of a page, so one request brings 20 launches ready to
/// render: no second query per launch (the schema's list items are the same `Launch` type as the
/// detail, so the list's fields suffice), and no query text built from ids (aliases would need one
/// field per id in the query, a new cache entry for every selection).
public enum LaunchQueries {
    /// The fields of a launch the detail template draws, one per line.
    static let launchSelection = ["id", "site", "mission {", "  name", "  missionPatch(size: LARGE)", "}",
                                  "rocket {", "  name", "  type", "}", "isBooked"]

    /// `query LaunchDetails($id: ID!) { launch(id: $id) { … } }`.
    public static let detailsQuery = (["query LaunchDetails($id: ID!) {", "  launch(id: $id) {"]
        + indented(launchSelection, by: 4) + ["  }", "}"]).joined(separator: "\n")

    /// `query LaunchList($cursor: String) { launches(after: $cursor) { cursor hasMore launches { … } } }`.
    public static let listQuery = (["query LaunchList($cursor: String) {", "  launches(after: $cursor) {", "    cursor",
                                    "    hasMore", "    launches {"]
        + indented(launchSelection, by: 6) + ["    }", "  }", "}"]).joined(separator: "\n")

    private static func indented(_ lines: [String], by spaces: Int) -> [String] {
        let margin = String(repeating: " ", count: spaces)
        return lines.map { margin + $0 }
    }

    /// The detail query for `id` (a variable, never part of the query text).
    public static func details(id: String) -> GraphQLOperation {
        GraphQLOperation(operationName: "LaunchDetails", query: detailsQuery, variables: ["id": .string(id)])
    }

    /// The list page after `cursor` (nil: the first page).
    public static func list(after cursor: String?) -> GraphQLOperation {
        GraphQLOperation(operationName: "LaunchList", query: listQuery,
                         variables: ["cursor": cursor.map(GraphQLOperation.Value.string) ?? .null])
    }
}
