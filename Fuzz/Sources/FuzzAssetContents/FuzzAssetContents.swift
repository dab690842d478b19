import Foundation
import ImageCodecs
import CFuzzDriver
import FuzzSupport

/// Reads the input as an asset catalog's `Contents.json`, both ways a catalog holds one: an image
/// set's file listing and a colour set's colours.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetContents(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = Data(FuzzInput.bytes(start, count))
    if let entries = AssetCatalog.imageSetEntries(parsing: data) {
        for entry in entries {
            // The listing must never name a file outside its set, nor an unknown scale.
            precondition(!entry.filename.contains("/") && entry.filename != ".." && AssetCatalog.assetScales.contains(entry.scale))
        }
    }
    if let colors = ColorSetContents.parse(data) {
        for entry in [colors.light, colors.dark] {
            for value in [entry.red, entry.green, entry.blue, entry.alpha] {
                precondition(value.isFinite && value >= 0 && value <= 1, "a colour component outside 0…1")
            }
        }
    }
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzAssetContents`.
@_cdecl("FuzzAssetContents_main")
public func fuzzAssetContentsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzAssetContents(UnsafeRawPointer(data), size) }
}
