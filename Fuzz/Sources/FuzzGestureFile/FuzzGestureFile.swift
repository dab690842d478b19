import Foundation
import CFuzzDriver
import FuzzSupport
import Paging

/// Decodes the input as a gesture file and, when it is valid and short enough to stay fast, runs
/// the paging timeline over it and builds the offsets document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGestureFile(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = Data(FuzzInput.bytes(start, count))
    do {
        let file = try GestureFile.decode(data, source: "gesture.json")
        let script = try file.resolved(defaultPageCount: 5, defaultPageHeight: 844)
        let timeline = PagingTimeline(script: script)
        // Long scripts are valid but slow (an hour at 1000 fps); the fuzzer wants many short runs.
        guard timeline.endTime * script.fps < 5_000 else { return 0 }
        let document = OffsetsDocument(timeline: timeline)
        _ = document.jsonData()
    } catch {
        _ = error.description
    }
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzGestureFile`.
@_cdecl("FuzzGestureFile_main")
public func fuzzGestureFileMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzGestureFile(UnsafeRawPointer(data), size) }
}
