#ifndef FEEDSHOT_CCODECSHIMS_H
#define FEEDSHOT_CCODECSHIMS_H
// The only code in Feedshot that calls setjmp/longjmp.
//
// libpng and libjpeg report errors by longjmp-ing out of the library. A longjmp across Swift frames
// is undefined behaviour, so every library call that can fail happens inside one of the functions
// below, each with its own setjmp, and each returns a status code plus a message instead. None of
// them calls back into Swift. Everything they allocate is freed on the error path before they
// return; buffers that outlive a call (ICC profiles, EXIF payloads, encoded JPEG bytes) are
// allocated with malloc and released with fs_codec_free.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of a codec call.
typedef enum {
    FS_CODEC_OK = 0,
    /// The data is not a valid image of the expected format (bad header, CRC, Huffman table...).
    FS_CODEC_CORRUPT = 1,
    /// The data ends before the image does.
    FS_CODEC_TRUNCATED = 2,
    /// Valid data that this build cannot decode (for example 12-bit JPEG).
    FS_CODEC_UNSUPPORTED = 3,
    /// The image exceeds a size limit set by the caller or by the library.
    FS_CODEC_TOO_LARGE = 4,
    /// malloc failed.
    FS_CODEC_OUT_OF_MEMORY = 5,
    /// The caller passed sizes that do not match the image (a programmer error on the Swift side).
    FS_CODEC_INVALID_ARGUMENT = 6,
} fs_codec_status;

/// Filled in when a call does not return FS_CODEC_OK.
typedef struct {
    /// The library's message, NUL-terminated (libpng prefixes the chunk name).
    char message[256];
    /// How many input bytes the library had consumed when it failed.
    size_t offset;
} fs_codec_error;

/// Releases a buffer returned by one of the functions below (NULL is fine).
void fs_codec_free(void *pointer);

// MARK: PNG

/// What a PNG header says about the image.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    /// PNG_COLOR_TYPE_* (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
    int color_type;
    int interlaced;
    int has_transparency_chunk;
    /// 1 when the file has an sRGB chunk.
    int has_srgb_chunk;
    /// The decompressed iCCP profile (malloc'd, release with fs_codec_free), or NULL.
    uint8_t *icc_profile;
    size_t icc_profile_size;
} fs_png_info;

/// Reads the PNG header chunks (everything before the image data). Allocates no pixel memory.
fs_codec_status fs_png_read_info(const uint8_t *data, size_t size, fs_png_info *info,
                                 fs_codec_error *error);

/// Decodes a PNG's default image into `pixels` as straight (not premultiplied) 8-bit RGBA:
/// palettes and low bit depths expanded, tRNS turned into alpha, 16-bit samples scaled to 8 bits
/// with correct rounding, Adam7 de-interlaced. `pixels` holds `height` rows of `bytes_per_row`
/// bytes; `width` and `height` must be the ones fs_png_read_info returned.
fs_codec_status fs_png_decode_rgba(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                   uint8_t *pixels, size_t bytes_per_row, fs_codec_error *error);

/// Filters one PNG row with each of the five filters and writes the one whose bytes have the
/// smallest sum of magnitudes (as signed bytes) to `output`: its filter-type byte, then `count`
/// bytes. `previous` is the raw row above (zeros for the first row); `scratch` holds 4 * `count`
/// bytes. A pure function (no libpng); returns the chosen filter type.
int fs_png_filter_row(const uint8_t *current, const uint8_t *previous, size_t count, int bytes_per_pixel,
                      uint8_t *scratch, uint8_t *output);

/// Reverses the row filters of a non-interlaced 8-bit RGB (`channels` 3) or RGBA (4) PNG image
/// whose inflated data (`height` rows of a filter byte and width * channels bytes) is `filtered`,
/// writing RGBA8 rows (opaque alpha for RGB) `bytes_per_row` apart into `pixels`. Returns 0, -1
/// for an unknown filter type or channel count, -2 when memory ran out.
int fs_png_unfilter_to_rgba(const uint8_t *filtered, uint32_t width, uint32_t height, int channels,
                            uint8_t *pixels, size_t bytes_per_row);

/// Compresses `count` bytes as raw deflate (RFC 1951) made for filtered photographic PNG rows:
/// runs of a repeated byte become matches at distance 1, everything else is a literal, and each
/// 64 KiB block gets a dynamic Huffman code from its own statistics (or is stored when that is
/// smaller). With `final` the last block is marked final; otherwise the data ends with an empty
/// stored block, byte-aligned like zlib's full flush, and no match reaches before the first
/// byte, so such pieces concatenate into one stream. Returns the bytes written, or 0 when
/// `capacity` is below fs_deflate_rle_bound(count) or memory ran out. Deterministic.
size_t fs_deflate_rle(const uint8_t *input, size_t count, int final, uint8_t *output, size_t capacity);

/// fs_deflate_rle finding runs one byte at a time: the scalar reference of its eight-byte run
/// search, for the differential test (same bytes out).
size_t fs_deflate_rle_scalar_reference(const uint8_t *input, size_t count, int final, uint8_t *output,
                                       size_t capacity);

/// The output capacity fs_deflate_rle needs for `count` input bytes (its worst case).
size_t fs_deflate_rle_bound(size_t count);

/// A 64-bit hash of `count` bytes (well mixed, not cryptographic): how the recording encoder
/// recognises rows a frame shares with earlier frames. The same value on every machine.
uint64_t fs_row_hash64(const uint8_t *data, size_t count, uint64_t seed);

/// Encodes straight 8-bit RGB (`channels` 3) or RGBA (4) rows with libpng and zlib at
/// `zlib_level`, all five filters adaptively: the reference the benchmarks compare against.
/// On success `*output` is malloc'd.
fs_codec_status fs_png_encode_reference(const uint8_t *pixels, uint32_t width, uint32_t height,
                                        size_t bytes_per_row, int channels, int zlib_level,
                                        uint8_t **output, size_t *output_size, fs_codec_error *error);

// MARK: JPEG

/// What a JPEG header says about the image.
typedef struct {
    uint32_t width;
    uint32_t height;
    int components;
    /// libjpeg's J_COLOR_SPACE of the stored data (1 grey, 2 RGB, 3 YCbCr, 4 CMYK, 5 YCCK).
    int color_space;
    int progressive;
    /// 1 when an Adobe APP14 marker is present (its CMYK values are stored inverted).
    int has_adobe_marker;
    /// The ICC profile reassembled from APP2 markers (malloc'd), or NULL.
    uint8_t *icc_profile;
    size_t icc_profile_size;
    /// The first APP1 "Exif" payload after its 6-byte "Exif\0\0" header (malloc'd), or NULL.
    uint8_t *exif;
    size_t exif_size;
} fs_jpeg_info;

/// How fs_jpeg_decode writes pixels.
typedef enum {
    /// Opaque RGBA8 (greyscale, RGB and YCbCr images).
    FS_JPEG_OUTPUT_RGBA = 0,
    /// Four CMYK bytes per pixel as stored (CMYK and YCCK images; YCCK is converted to CMYK).
    FS_JPEG_OUTPUT_CMYK = 1,
} fs_jpeg_output;

/// Reads the JPEG header and the APP1/APP2 markers. Allocates no pixel memory.
fs_codec_status fs_jpeg_read_info(const uint8_t *data, size_t size, fs_jpeg_info *info,
                                  fs_codec_error *error);

/// Decodes a JPEG at 1/`scale_denominator` of its size (1, 2, 4 or 8) into `pixels`.
/// `width` and `height` must be the scaled size: ceil(full size / scale_denominator).
/// A file that ends early is reported as FS_CODEC_TRUNCATED (libjpeg would pad it with grey).
fs_codec_status fs_jpeg_decode(const uint8_t *data, size_t size, int scale_denominator,
                               fs_jpeg_output output, uint32_t width, uint32_t height,
                               uint8_t *pixels, size_t bytes_per_row, fs_codec_error *error);

/// Encodes opaque RGBX8 pixels (the fourth byte is ignored) as a baseline JPEG with optimised
/// Huffman tables. `chroma_subsampling` is 444 or 420. On success `*output` is malloc'd.
fs_codec_status fs_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                               size_t bytes_per_row, int quality, int chroma_subsampling,
                               uint8_t **output, size_t *output_size, fs_codec_error *error);

#ifdef __cplusplus
}
#endif
#endif
