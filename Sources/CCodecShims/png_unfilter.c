// PNG row unfiltering for the direct decoder (PNGDirectDecoding in ImageCodecs): the inverse of
// png_filter.c for 8-bit RGB and RGBA rows, written straight into RGBA8 output. A pure function
// (no libpng, no setjmp); the bytes come from libdeflate's inflate.
#include "CCodecShims.h"

#include <stdlib.h>
#include <string.h>

static inline uint8_t fs_paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

/// Reverses one row's filter. `previous` is the unfiltered row above (zeros for the first row).
/// `bpp` is a compile-time constant at each call site, so the per-pixel loops unroll.
static inline int fs_unfilter_row(int type, const uint8_t *restrict source, const uint8_t *restrict previous,
                                  uint8_t *restrict row, size_t count, const size_t bpp) {
    switch (type) {
    case 0:
        memcpy(row, source, count);
        return 0;
    case 1:
        for (size_t i = 0; i < bpp; i++) row[i] = source[i];
        for (size_t i = bpp; i < count; i++) row[i] = (uint8_t)(source[i] + row[i - bpp]);
        return 0;
    case 2:
        for (size_t i = 0; i < count; i++) row[i] = (uint8_t)(source[i] + previous[i]);
        return 0;
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(source[i] + (previous[i] >> 1));
        for (size_t i = bpp; i < count; i++) row[i] = (uint8_t)(source[i] + ((row[i - bpp] + previous[i]) >> 1));
        return 0;
    case 4:
        // Paeth with no left neighbour predicts the byte above.
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(source[i] + previous[i]);
        for (size_t i = bpp; i < count; i += bpp) {
            for (size_t k = 0; k < bpp; k++) {
                row[i + k] = (uint8_t)(source[i + k] + fs_paeth(row[i + k - bpp], previous[i + k], previous[i + k - bpp]));
            }
        }
        return 0;
    default:
        return -1;
    }
}

int fs_png_unfilter_to_rgba(const uint8_t *filtered, uint32_t width, uint32_t height, int channels,
                            uint8_t *pixels, size_t bytes_per_row) {
    if (channels != 3 && channels != 4) return -1;
    size_t count = (size_t)width * (size_t)channels;
    // Two raw rows for RGB (current and previous), plus one row of zeros above the first row.
    uint8_t *buffers = (uint8_t *)calloc(3, count ? count : 1);
    if (buffers == NULL) return -2;
    const uint8_t *zeros = buffers + 2 * count;
    uint8_t *current = buffers, *previous = buffers + count;
    int status = 0;
    for (uint32_t y = 0; y < height && status == 0; y++) {
        const uint8_t *source = filtered + (size_t)y * (count + 1);
        uint8_t *out = pixels + (size_t)y * bytes_per_row;
        if (channels == 4) {
            const uint8_t *above = y == 0 ? zeros : out - bytes_per_row;
            status = fs_unfilter_row(source[0], source + 1, above, out, count, 4);
        } else {
            status = fs_unfilter_row(source[0], source + 1, y == 0 ? zeros : previous, current, count, 3);
            for (uint32_t x = 0; x < width; x++) {
                out[4 * x] = current[3 * x];
                out[4 * x + 1] = current[3 * x + 1];
                out[4 * x + 2] = current[3 * x + 2];
                out[4 * x + 3] = 255;
            }
            uint8_t *swap = previous;
            previous = current;
            current = swap;
        }
    }
    free(buffers);
    return status;
}
