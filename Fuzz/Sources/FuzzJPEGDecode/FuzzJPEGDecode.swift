import CFuzzDriver
import FuzzSupport
import ImageCodecs

/// Decodes the input as an image (JPEG is sniffed from the signature; the seeds are JPEGs), at full
/// size and scaled down, with a small pixel limit so one input stays fast.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGDecode(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    _ = try? ImageDecoder.readHeader(data: bytes, name: "fuzz.jpg")
    _ = try? ImageDecoder.decode(data: bytes, name: "fuzz.jpg", options: ImageDecodingOptions(maxPixels: 4_000_000))
    _ = try? ImageDecoder.decode(data: bytes, name: "fuzz.jpg",
                                 options: ImageDecodingOptions(maxPixels: 4_000_000,
                                                               targetPixelSize: PixelSize(width: 7, height: 5)))
    return 0
}

/// The entry point SwiftPM's link aliases `main` to: runs libFuzzer on `fuzzJPEGDecode`.
@_cdecl("FuzzJPEGDecode_main")
public func fuzzJPEGDecodeMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    feedshot_fuzz_run(argc, argv) { data, size in fuzzJPEGDecode(UnsafeRawPointer(data), size) }
}
