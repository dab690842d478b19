import Feeds
import Foundation
import CFuzzDriver
import FuzzSupport

/// Decodes the input as a launch file and derives the lines the launch template shows.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLaunchFeed(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = Data(FuzzInput.bytes(start, count))
    do {
        let document = try FeedJSONDecoder().decode(LaunchDocument.self, from: data, file: "launches.json")
        for launch in document.launches {
            _ = (launch.rocketLine, launch.siteLine, launch.mission?.localPatchName)
        }
    } catch {
        _ = error.description
    }
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzLaunchFeed`.
@_cdecl("FuzzLaunchFeed_main")
public func fuzzLaunchFeedMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzLaunchFeed(UnsafeRawPointer(data), size) }
}
