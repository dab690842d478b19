// PNG row filtering for the encoder: a pure function (no libpng, no setjmp), in C because the
// compiler vectorises these loops well (several times faster than the same Swift on SIMD types).
// PNGRowFilter.writeAdaptive in ImageCodecs is the scalar Swift reference the tests compare with.
#include "CCodecShims.h"

#include <string.h>

static inline uint16_t fs_magnitude(uint8_t value) {
    // |(int8_t)value| computed on the unsigned byte: min(v, 256 - v).
    uint8_t negated = (uint8_t)(0u - value);
    return value < negated ? value : negated;
}

int fs_png_filter_row(const uint8_t *restrict current, const uint8_t *restrict previous, size_t count,
                      int bytes_per_pixel, uint8_t *restrict scratch, uint8_t *restrict output) {
    uint8_t *restrict sub = scratch;
    uint8_t *restrict up = scratch + count;
    uint8_t *restrict average = scratch + 2 * count;
    uint8_t *restrict paeth = scratch + 3 * count;
    size_t bpp = (size_t)bytes_per_pixel;
    size_t first = bpp < count ? bpp : count;
    uint32_t none_sum = 0, sub_sum = 0, up_sum = 0, average_sum = 0, paeth_sum = 0;  // rows are < 2^24 bytes

    // The first pixel has no left neighbour (a = c = 0): Sub is the raw byte, Paeth predicts b.
    for (size_t i = 0; i < first; i++) {
        uint8_t x = current[i], b = previous[i];
        sub[i] = x;
        up[i] = (uint8_t)(x - b);
        average[i] = (uint8_t)(x - (b >> 1));
        paeth[i] = (uint8_t)(x - b);
        none_sum += fs_magnitude(x);
        sub_sum += fs_magnitude(sub[i]);
        up_sum += fs_magnitude(up[i]);
        average_sum += fs_magnitude(average[i]);
        paeth_sum += fs_magnitude(paeth[i]);
    }
    // Blocks of 256 bytes keep each block's sums within 16 bits (256 x 128), so the compiler can
    // use 16-bit lanes throughout.
    for (size_t block = first; block < count; block += 256) {
        size_t end = block + 256 < count ? block + 256 : count;
        uint16_t none_part = 0, sub_part = 0, up_part = 0, average_part = 0, paeth_part = 0;
        for (size_t i = block; i < end; i++) {
            int16_t x = current[i], a = current[i - bpp], b = previous[i], c = previous[i - bpp];
            int16_t pa = (int16_t)(b - c), pb = (int16_t)(a - c), pc = (int16_t)(a + b - 2 * c);
            pa = pa < 0 ? (int16_t)-pa : pa;
            pb = pb < 0 ? (int16_t)-pb : pb;
            pc = pc < 0 ? (int16_t)-pc : pc;
            int16_t predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            uint8_t s = (uint8_t)(x - a), u = (uint8_t)(x - b), v = (uint8_t)(x - ((a + b) >> 1));
            uint8_t p = (uint8_t)(x - predictor);
            sub[i] = s;
            up[i] = u;
            average[i] = v;
            paeth[i] = p;
            none_part = (uint16_t)(none_part + fs_magnitude((uint8_t)x));
            sub_part = (uint16_t)(sub_part + fs_magnitude(s));
            up_part = (uint16_t)(up_part + fs_magnitude(u));
            average_part = (uint16_t)(average_part + fs_magnitude(v));
            paeth_part = (uint16_t)(paeth_part + fs_magnitude(p));
        }
        none_sum += none_part;
        sub_sum += sub_part;
        up_sum += up_part;
        average_sum += average_part;
        paeth_sum += paeth_part;
    }

    // The smallest sum wins; ties go to the earlier filter type (None, Sub, Up, Average, Paeth).
    int best = 0;
    uint32_t best_sum = none_sum;
    if (sub_sum < best_sum) { best = 1; best_sum = sub_sum; }
    if (up_sum < best_sum) { best = 2; best_sum = up_sum; }
    if (average_sum < best_sum) { best = 3; best_sum = average_sum; }
    if (paeth_sum < best_sum) { best = 4; best_sum = paeth_sum; }
    output[0] = (uint8_t)best;
    const uint8_t *source = best == 0 ? current : scratch + (size_t)(best - 1) * count;
    memcpy(output + 1, source, count);
    return best;
}
