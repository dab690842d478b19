import CFuzzDriver
import FuzzSupport
import ImageCodecs
import ImageComparison

/// Decodes the input as two images separated by `FuzzInput.separator` and diffs them exactly and
/// tolerantly, drawing the diff and side-by-side artifacts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDiff(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let (first, second) = FuzzInput.split(FuzzInput.bytes(start, count), separator: FuzzInput.separator)
    let options = ImageDecodingOptions(maxPixels: 250_000)
    guard let expected = try? ImageDecoder.decode(data: first, name: "expected.png", options: options).bitmap,
          let actual = try? ImageDecoder.decode(data: second, name: "actual.png", options: options).bitmap
    else { return 0 }
    for diff in [ImageDiff.exact, ImageDiff.tolerant] {
        let result = diff.compare(expected: expected, actual: actual)
        _ = result.diffImage
        _ = result.sideBySideImage
    }
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzImageDiff`.
@_cdecl("FuzzImageDiff_main")
public func fuzzImageDiffMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzImageDiff(UnsafeRawPointer(data), size) }
}
