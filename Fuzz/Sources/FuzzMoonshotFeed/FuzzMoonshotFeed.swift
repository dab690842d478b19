import Feeds
import Foundation
import CFuzzDriver
import FuzzSupport

/// Decodes the input as a Moonshot feed, missions.json and astronauts.json separated by
/// `FuzzInput.separator`, and links it strictly and leniently.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMoonshotFeed(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let (missionsBytes, astronautsBytes) = FuzzInput.split(FuzzInput.bytes(start, count), separator: FuzzInput.separator)
    let decoder = FeedJSONDecoder()
    let missions = try? decoder.decode([Mission].self, from: Data(missionsBytes), file: "missions.json")
    let astronauts = try? decoder.decode([String: Astronaut].self, from: Data(astronautsBytes), file: "astronauts.json")
    if let missions, let astronauts {
        _ = (try? MoonshotFeed(missions: missions, astronauts: astronauts))?.missions.map(\.displayName)
        _ = (try? MoonshotFeed(missions: missions, astronauts: astronauts, lenient: true))?.problems.map(\.description)
    }
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzMoonshotFeed`.
@_cdecl("FuzzMoonshotFeed_main")
public func fuzzMoonshotFeedMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzMoonshotFeed(UnsafeRawPointer(data), size) }
}
