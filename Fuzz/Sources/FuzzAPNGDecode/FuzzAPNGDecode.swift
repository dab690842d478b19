import CFuzzDriver
import FuzzSupport
import ImageCodecs

/// Reads the input as an animated PNG (recording goldens are read back from disk) and decodes
/// every frame, with small limits so one input stays fast: every outcome is frames or an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAPNGDecode(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    let limits = AnimatedPNGDecoder.Limits(maximumFrames: 256, maximumTotalPixels: 8_000_000,
                                           decoding: ImageDecodingOptions(maxPixels: 1_000_000))
    guard let decoder = try? AnimatedPNGDecoder(data: bytes, name: "fuzz.png", limits: limits) else { return 0 }
    while let frame = try? decoder.nextFrame() {
        precondition(frame.image.width == decoder.width && frame.image.height == decoder.height, "a frame of the wrong size")
    }
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzAPNGDecode`.
@_cdecl("FuzzAPNGDecode_main")
public func fuzzAPNGDecodeMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzAPNGDecode(UnsafeRawPointer(data), size) }
}
