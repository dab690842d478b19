import CFuzzDriver
import FuzzSupport
import ImageCodecs

/// Decodes the input as an image (PNG is sniffed from the signature; the seeds are PNGs), at full
/// size and scaled down, with a small pixel limit so one input stays fast.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    _ = try? ImageDecoder.readHeader(data: bytes, name: "fuzz.png")
    _ = try? ImageDecoder.decode(data: bytes, name: "fuzz.png", options: ImageDecodingOptions(maxPixels: 4_000_000))
    _ = try? ImageDecoder.decode(data: bytes, name: "fuzz.png",
                                 options: ImageDecodingOptions(maxPixels: 4_000_000,
                                                               targetPixelSize: PixelSize(width: 7, height: 5)))
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzPNGDecode`.
@_cdecl("FuzzPNGDecode_main")
public func fuzzPNGDecodeMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzPNGDecode(UnsafeRawPointer(data), size) }
}
