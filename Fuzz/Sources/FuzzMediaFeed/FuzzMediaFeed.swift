import Feeds
import Foundation
import CFuzzDriver
import FuzzSupport

/// Decodes the input as a media feed, media.json and cast.json separated by
/// `FuzzInput.separator`, and links it strictly and leniently.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMediaFeed(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let (mediaBytes, castBytes) = FuzzInput.split(FuzzInput.bytes(start, count), separator: FuzzInput.separator)
    let decoder = FeedJSONDecoder()
    let media = try? decoder.decode([MediaItem].self, from: Data(mediaBytes), file: "media.json")
    let cast = try? decoder.decode([CastMember].self, from: Data(castBytes), file: "cast.json")
    if let media, let cast {
        _ = (try? MediaFeed(media: media, cast: cast))?.media.count
        _ = (try? MediaFeed(media: media, cast: cast, lenient: true))?.problems.map(\.description)
    }
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzMediaFeed`.
@_cdecl("FuzzMediaFeed_main")
public func fuzzMediaFeedMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzMediaFeed(UnsafeRawPointer(data), size) }
}
