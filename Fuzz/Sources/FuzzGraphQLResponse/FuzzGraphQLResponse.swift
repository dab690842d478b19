import Feeds
import CFuzzDriver
import FuzzSupport

/// Reads the input as a GraphQL launch response (what `launch --endpoint` receives): the items
/// with their errors, the paging fields, and every message the command would print.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGraphQLResponse(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    do {
        let document = try LaunchDocument.decode(bytes, source: "https://api.test/graphql (LaunchList(cursor: null))")
        for item in document.items {
            _ = (item.id, item.failureDescription, item.errors.map(\.description), item.errors.map(\.pathDescription))
            if let launch = item.launch { _ = (launch.rocketLine, launch.siteLine, launch.mission?.patchReference) }
        }
        _ = (document.page?.cursor, document.page?.hasMore, document.responseErrors.map(\.description))
    } catch {
        _ = error.description
    }
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzGraphQLResponse`.
@_cdecl("FuzzGraphQLResponse_main")
public func fuzzGraphQLResponseMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzGraphQLResponse(UnsafeRawPointer(data), size) }
}
