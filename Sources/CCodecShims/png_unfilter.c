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

#if defined(__clang__) || defined(__GNUC__)
/// Four 16-bit lanes: one pixel's channels (RGB uses three of them).
typedef int16_t fs_lanes __attribute__((vector_size(8)));

/// Paeth on a whole pixel at once: the scalar rule (a if pa <= pb and pa <= pc, else b if
/// pb <= pc, else c) evaluated lane-wise with comparison masks, so the serial dependency along
/// the row costs one vector step per pixel instead of one branchy step per byte.
static inline fs_lanes fs_paeth_lanes(fs_lanes a, fs_lanes b, fs_lanes c) {
    fs_lanes pa = b - c, pb = a - c, pc = pa + pb;
    pa = (pa ^ (pa >> 15)) - (pa >> 15);
    pb = (pb ^ (pb >> 15)) - (pb >> 15);
    pc = (pc ^ (pc >> 15)) - (pc >> 15);
    fs_lanes pickA = (fs_lanes)((pa <= pb) & (pa <= pc));
    fs_lanes pickB = (fs_lanes)(pb <= pc);
    return (a & pickA) | (~pickA & ((b & pickB) | (c & ~pickB)));
}

static inline fs_lanes fs_load_lanes(const uint8_t *p, size_t bpp) {
    fs_lanes v = {p[0], p[1], p[2], bpp == 4 ? p[3] : 0};
    return v;
}

/// Paeth unfiltering of a row past its first pixel, a pixel per step (bpp 3 or 4).
static inline void fs_unpaeth_pixels(const uint8_t *restrict source, const uint8_t *restrict previous,
                                     uint8_t *restrict row, size_t count, const size_t bpp) {
    fs_lanes a = fs_load_lanes(row, bpp), c = fs_load_lanes(previous, bpp);
    for (size_t i = bpp; i < count; i += bpp) {
        fs_lanes b = fs_load_lanes(previous + i, bpp);
        fs_lanes x = (fs_load_lanes(source + i, bpp) + fs_paeth_lanes(a, b, c)) & 0xFF;
        row[i] = (uint8_t)x[0];
        row[i + 1] = (uint8_t)x[1];
        row[i + 2] = (uint8_t)x[2];
        if (bpp == 4) row[i + 3] = (uint8_t)x[3];
        a = x;
        c = b;
    }
}
#endif

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
#if defined(__clang__) || defined(__GNUC__)
        if (count % bpp == 0) {
            fs_unpaeth_pixels(source, previous, row, count, bpp);
            return 0;
        }
#endif
        for (size_t i = bpp; i < count; i++) {
            row[i] = (uint8_t)(source[i] + fs_paeth(row[i - bpp], previous[i], previous[i - bpp]));
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
