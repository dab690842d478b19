// A deflate (RFC 1951) compressor specialised for filtered photographic PNG rows: no LZ77 search,
// only runs of a repeated byte (matches at distance 1), and one dynamic Huffman code per block
// built from that block's own statistics. Filtered photographs are mostly small residuals that
// rarely repeat at longer distances, so the Huffman stage does nearly all the work: on real
// photographs this is smaller than zlib level 6 and several times faster than libdeflate level 1
// (see PNGCompression in ImageCodecs for the numbers). The output is deterministic: a pure
// function of the input bytes.
#include "CCodecShims.h"

#include <stdlib.h>
#include <string.h>

enum {
    // Input bytes per Huffman block: small enough to follow the image's statistics down the page,
    // large enough that the ~80-byte block header costs nothing.
    FS_RLE_BLOCK = 1 << 16,
    FS_RLE_MIN_RUN = 3,
    FS_RLE_MAX_RUN = 258,
    FS_LITLEN_SYMBOLS = 286,
    FS_CODELEN_SYMBOLS = 19,
    FS_STORED_MAX = 65535,
};

// MARK: Bit output (least significant bit first, as deflate wants)

typedef struct {
    uint8_t *out;
    uint64_t bits;
    int count;
} fs_bit_writer;

/// Appends up to 57 - count bits without flushing; ``fs_flush_bytes`` must follow before the
/// buffer could overflow (the token loop flushes after every two tokens: 7 + 21 + 21 < 64).
static inline void fs_add_bits(fs_bit_writer *writer, uint32_t value, int length) {
    writer->bits |= (uint64_t)value << writer->count;
    writer->count += length;
}

/// Writes the whole bytes of the buffer with one unaligned 8-byte store (the output has 8 bytes
/// of slack past the bound for it), keeping the 0-7 leftover bits.
static inline void fs_flush_bytes(fs_bit_writer *writer) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(writer->out, &writer->bits, 8);
#else
    for (int k = 0; k < 8; k++) writer->out[k] = (uint8_t)(writer->bits >> (8 * k));
#endif
    int bytes = writer->count >> 3;
    writer->out += bytes;
    writer->bits = bytes == 8 ? 0 : writer->bits >> (8 * bytes);
    writer->count &= 7;
}

static inline void fs_put_bits(fs_bit_writer *writer, uint32_t value, int length) {
    writer->bits |= (uint64_t)value << writer->count;
    writer->count += length;
    if (writer->count >= 32) {
        uint32_t word = (uint32_t)writer->bits;
        writer->out[0] = (uint8_t)word;
        writer->out[1] = (uint8_t)(word >> 8);
        writer->out[2] = (uint8_t)(word >> 16);
        writer->out[3] = (uint8_t)(word >> 24);
        writer->out += 4;
        writer->bits >>= 32;
        writer->count -= 32;
    }
}

/// Writes the pending bits and pads to a byte boundary with zero bits.
static void fs_align(fs_bit_writer *writer) {
    while (writer->count > 0) {
        *writer->out++ = (uint8_t)writer->bits;
        writer->bits >>= 8;
        writer->count = writer->count > 8 ? writer->count - 8 : 0;
    }
    writer->bits = 0;
}

// MARK: Length symbols

/// Deflate's length codes 257..285: base length and extra bits.
static const uint16_t fs_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                            35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t fs_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                            3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/// The length code index (0..28) of a match length 3..258.
static int fs_length_index(int length) {
    int index = 28;
    while (fs_length_base[index] > length) index--;
    return index;
}

// MARK: Huffman code lengths

typedef struct {
    uint32_t weight;
    uint16_t symbol;
} fs_leaf;

static int fs_compare_leaves(const void *a, const void *b) {
    const fs_leaf *x = (const fs_leaf *)a, *y = (const fs_leaf *)b;
    if (x->weight != y->weight) return x->weight < y->weight ? -1 : 1;
    return x->symbol < y->symbol ? -1 : (x->symbol > y->symbol ? 1 : 0);
}

/// Optimal code lengths for `frequencies` (Huffman's algorithm on a sorted list with two queues),
/// limited to `limit` bits by moving leaves until the Kraft sum is exactly 1 again. Symbols with
/// frequency 0 get length 0; a lone used symbol gets length 1.
static void fs_build_lengths(const uint32_t *frequencies, int symbols, int limit, uint8_t *lengths) {
    fs_leaf leaves[FS_LITLEN_SYMBOLS];
    int used = 0;
    memset(lengths, 0, (size_t)symbols);
    for (int s = 0; s < symbols; s++) {
        if (frequencies[s] > 0) leaves[used++] = (fs_leaf){frequencies[s], (uint16_t)s};
    }
    if (used == 0) return;
    if (used == 1) {
        lengths[leaves[0].symbol] = 1;
        return;
    }
    qsort(leaves, (size_t)used, sizeof leaves[0], fs_compare_leaves);

    // Nodes 0..used-1 are the leaves in ascending weight, used..2*used-2 the internal nodes in
    // creation order (also ascending weight, which is what makes two queues enough).
    uint64_t weight[2 * FS_LITLEN_SYMBOLS];
    uint16_t parent[2 * FS_LITLEN_SYMBOLS];
    uint8_t depth[2 * FS_LITLEN_SYMBOLS];
    for (int i = 0; i < used; i++) weight[i] = leaves[i].weight;
    int leaf = 0, internal = used;
    for (int node = used; node < 2 * used - 1; node++) {
        int pick[2];
        for (int k = 0; k < 2; k++) {
            // Ties go to the leaf: a deterministic choice that also keeps the tree shallower.
            if (leaf < used && (internal >= node || weight[leaf] <= weight[internal])) {
                pick[k] = leaf++;
            } else {
                pick[k] = internal++;
            }
        }
        weight[node] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = (uint16_t)node;
        parent[pick[1]] = (uint16_t)node;
    }
    int root = 2 * used - 2;
    depth[root] = 0;
    int counts[64] = {0};
    int deepest = 0;
    for (int node = root - 1; node >= 0; node--) {
        int d = depth[parent[node]] + 1;
        depth[node] = (uint8_t)(d > 63 ? 63 : d);
        if (node < used) {
            counts[depth[node]]++;
            if (depth[node] > deepest) deepest = depth[node];
        }
    }
    if (deepest > limit) {
        // Pull every too-long leaf up to the limit, then repair the over-full Kraft sum: each step
        // removes one leaf at the limit and splits one shallower leaf into two one level deeper
        // (net: one unit of 2^-limit less, same leaf count).
        for (int d = limit + 1; d <= deepest; d++) {
            counts[limit] += counts[d];
            counts[d] = 0;
        }
        uint64_t kraft = 0;
        for (int d = 1; d <= limit; d++) kraft += (uint64_t)counts[d] << (limit - d);
        while (kraft > ((uint64_t)1 << limit)) {
            counts[limit]--;
            for (int d = limit - 1; d > 0; d--) {
                if (counts[d] > 0) {
                    counts[d]--;
                    counts[d + 1] += 2;
                    break;
                }
            }
            kraft--;
        }
    }
    // The shortest lengths go to the most frequent symbols (the end of the ascending list).
    int next = used - 1;
    for (int d = 1; d <= limit && next >= 0; d++) {
        for (int k = 0; k < counts[d] && next >= 0; k++) lengths[leaves[next--].symbol] = (uint8_t)d;
    }
}

/// Canonical codes (RFC 1951 §3.2.2), bit-reversed for least-significant-bit-first output.
static void fs_build_codes(const uint8_t *lengths, int symbols, uint16_t *codes) {
    int counts[16] = {0};
    for (int s = 0; s < symbols; s++) counts[lengths[s]]++;
    counts[0] = 0;
    uint32_t next[16];
    uint32_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + (uint32_t)counts[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int s = 0; s < symbols; s++) {
        int length = lengths[s];
        if (length == 0) {
            codes[s] = 0;
            continue;
        }
        uint32_t value = next[length]++, reversed = 0;
        for (int b = 0; b < length; b++) reversed |= ((value >> b) & 1u) << (length - 1 - b);
        codes[s] = (uint16_t)reversed;
    }
}

// MARK: Blocks

typedef struct {
    uint8_t symbol;  // 0..18
    uint8_t extra;   // the repeat count's extra bits value
} fs_codelen_item;

/// Run-length codes a code-length sequence with symbols 16 (repeat previous 3-6), 17 (zeros
/// 3-10) and 18 (zeros 11-138); returns the number of items.
static int fs_encode_code_lengths(const uint8_t *lengths, int count, fs_codelen_item *items) {
    int n = 0;
    for (int i = 0; i < count;) {
        uint8_t value = lengths[i];
        int run = 1;
        while (i + run < count && lengths[i + run] == value) run++;
        int remaining = run;
        if (value == 0) {
            while (remaining >= 11) {
                int take = remaining > 138 ? 138 : remaining;
                items[n++] = (fs_codelen_item){18, (uint8_t)(take - 11)};
                remaining -= take;
            }
            if (remaining >= 3) {
                items[n++] = (fs_codelen_item){17, (uint8_t)(remaining - 3)};
                remaining = 0;
            }
        } else {
            items[n++] = (fs_codelen_item){value, 0};
            remaining--;
            while (remaining >= 3) {
                int take = remaining > 6 ? 6 : remaining;
                items[n++] = (fs_codelen_item){16, (uint8_t)(take - 3)};
                remaining -= take;
            }
        }
        while (remaining-- > 0) items[n++] = (fs_codelen_item){value, 0};
        i += run;
    }
    return n;
}

static const uint8_t fs_codelen_order[FS_CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5,
                                                             11, 4, 12, 3, 13, 2, 14, 1, 15};
static const uint8_t fs_codelen_extra_bits[FS_CODELEN_SYMBOLS] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                                  0, 0, 0, 0, 0, 0, 2, 3, 7};

/// Counts and stores a run of `run` (3..258) copies of the previous byte.
static inline size_t fs_emit_run(size_t run, uint16_t *tokens, size_t n, uint32_t *frequencies) {
    tokens[n] = (uint16_t)(256 + run);
    frequencies[257 + fs_length_index((int)run)]++;
    return n + 1;
}

/// The length (3..limit) of the run starting at `data`, whose first three bytes equal `byte`.
static inline size_t fs_run_length(const uint8_t *data, uint8_t byte, size_t limit) {
    size_t run = 3;
    while (run < limit && data[run] == byte) run++;
    return run;
}

/// Tokens: a literal byte (0..255) or a run of 3..258 copies of the previous byte (256 + length).
/// A run continues the byte before it, which may end the previous block (still in the window);
/// with `first_is_literal` the first byte never refers back.
static size_t fs_tokenize(const uint8_t *data, size_t count, int first_is_literal, int scalar_only,
                          uint16_t *tokens, uint32_t *frequencies) {
    // Literal counts go to four tables by position, so that increments of the same popular
    // residual (0, 1, 255...) a few bytes apart do not wait on each other's stores.
    uint32_t literals[4][256];
    memset(literals, 0, sizeof literals);
    size_t n = 0, i = 0;
    if (first_is_literal && count > 0) {
        tokens[n] = data[0];
        literals[n & 3][data[0]]++;
        n++;
        i = 1;
    }
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
    // Eight bytes at a time: a byte-wise compare of data[i..i+8) with data[i-1..i+7) marks the
    // bytes equal to their predecessor, and three marks in a row start a run. A window without a
    // run start in its first six positions (most of a photograph) becomes six literals with no
    // data-dependent branch: a byte-by-byte test mispredicts on every other residual.
    while (!scalar_only && i + 8 <= count) {
        uint64_t current, before;
        memcpy(&current, data + i, 8);
        memcpy(&before, data + i - 1, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        current = __builtin_bswap64(current);
        before = __builtin_bswap64(before);
#endif
        uint64_t difference = current ^ before;
        // 0x80 in exactly the bytes where `difference` is zero (no carries between bytes).
        uint64_t equal = ~(((difference & low7) + low7) | difference | low7);
        uint64_t starts = equal & (equal >> 8) & (equal >> 16) & 0x0000808080808080ULL;
        size_t plain = starts == 0 ? 6 : (size_t)(__builtin_ctzll(starts) >> 3);
        for (size_t k = 0; k < plain; k++) {
            uint8_t byte = data[i + k];
            tokens[n] = byte;
            literals[n & 3][byte]++;
            n++;
        }
        i += plain;
        if (starts != 0) {
            size_t limit = count - i < FS_RLE_MAX_RUN ? count - i : FS_RLE_MAX_RUN;
            size_t run = fs_run_length(data + i, data[i], limit);
            n = fs_emit_run(run, tokens, n, frequencies);
            i += run;
        }
    }
    // The last few bytes, one at a time (every byte in the scalar reference mode).
    while (i < count) {
        uint8_t byte = data[i];
        if (byte == data[i - 1] && i + FS_RLE_MIN_RUN <= count && data[i + 1] == byte && data[i + 2] == byte) {
            size_t limit = count - i < FS_RLE_MAX_RUN ? count - i : FS_RLE_MAX_RUN;
            size_t run = fs_run_length(data + i, byte, limit);
            n = fs_emit_run(run, tokens, n, frequencies);
            i += run;
        } else {
            tokens[n] = byte;
            literals[n & 3][byte]++;
            n++;
            i++;
        }
    }
    for (int b = 0; b < 256; b++) frequencies[b] += literals[0][b] + literals[1][b] + literals[2][b] + literals[3][b];
    return n;
}

/// Writes stored blocks for `count` bytes (BFINAL on the last one when `final`).
static void fs_write_stored(fs_bit_writer *writer, const uint8_t *data, size_t count, int final) {
    do {
        size_t chunk = count > FS_STORED_MAX ? FS_STORED_MAX : count;
        int last = final && chunk == count;
        fs_put_bits(writer, (uint32_t)last, 3);  // BTYPE 00
        fs_align(writer);
        writer->out[0] = (uint8_t)chunk;
        writer->out[1] = (uint8_t)(chunk >> 8);
        writer->out[2] = (uint8_t)~chunk;
        writer->out[3] = (uint8_t)(~chunk >> 8);
        memcpy(writer->out + 4, data, chunk);
        writer->out += 4 + chunk;
        data += chunk;
        count -= chunk;
    } while (count > 0);
}

/// Compresses one block: a dynamic Huffman block, or stored blocks when those are smaller.
static void fs_write_block(fs_bit_writer *writer, const uint8_t *data, size_t count, int first_is_literal, int scalar_only,
                           int final, uint16_t *tokens) {
    uint32_t frequencies[FS_LITLEN_SYMBOLS] = {0};
    size_t token_count = fs_tokenize(data, count, first_is_literal, scalar_only, tokens, frequencies);
    frequencies[256] = 1;  // end of block
    uint8_t lengths[FS_LITLEN_SYMBOLS + 2];
    fs_build_lengths(frequencies, FS_LITLEN_SYMBOLS, 15, lengths);
    int hlit = FS_LITLEN_SYMBOLS;
    while (hlit > 257 && lengths[hlit - 1] == 0) hlit--;
    // Distance code 0 (distance 1) is the only one used; a second one-bit code keeps the
    // distance code complete, which every inflater accepts.
    lengths[hlit] = 1;
    lengths[hlit + 1] = 1;

    fs_codelen_item items[FS_LITLEN_SYMBOLS + 2];
    int item_count = fs_encode_code_lengths(lengths, hlit + 2, items);
    uint32_t codelen_frequencies[FS_CODELEN_SYMBOLS] = {0};
    for (int i = 0; i < item_count; i++) codelen_frequencies[items[i].symbol]++;
    uint8_t codelen_lengths[FS_CODELEN_SYMBOLS];
    fs_build_lengths(codelen_frequencies, FS_CODELEN_SYMBOLS, 7, codelen_lengths);
    int hclen = FS_CODELEN_SYMBOLS;
    while (hclen > 4 && codelen_lengths[fs_codelen_order[hclen - 1]] == 0) hclen--;

    // The exact size of the dynamic block, to compare with storing the bytes.
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int i = 0; i < item_count; i++) {
        bits += codelen_lengths[items[i].symbol] + fs_codelen_extra_bits[items[i].symbol];
    }
    for (int s = 0; s < FS_LITLEN_SYMBOLS; s++) {
        uint64_t extra = s >= 257 ? fs_length_extra[s - 257] + 1 : 0;  // + the one-bit distance code
        bits += (uint64_t)frequencies[s] * (lengths[s] + extra);
    }
    // Stored: 3 header bits, at most 7 bits of padding, then 4 length bytes per 65535-byte chunk.
    uint64_t stored_bits = 8 * ((uint64_t)count + 4 * ((count + FS_STORED_MAX - 1) / FS_STORED_MAX)) + 3 + 7;
    if (bits >= stored_bits) {
        fs_write_stored(writer, data, count, final);
        return;
    }

    uint16_t codes[FS_LITLEN_SYMBOLS + 2];
    fs_build_codes(lengths, hlit, codes);
    uint16_t codelen_codes[FS_CODELEN_SYMBOLS];
    fs_build_codes(codelen_lengths, FS_CODELEN_SYMBOLS, codelen_codes);

    fs_put_bits(writer, (uint32_t)(final ? 1 : 0) | (2u << 1), 3);  // BFINAL, BTYPE 10
    fs_put_bits(writer, (uint32_t)(hlit - 257), 5);
    fs_put_bits(writer, 2 - 1, 5);  // HDIST: two distance codes
    fs_put_bits(writer, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) fs_put_bits(writer, codelen_lengths[fs_codelen_order[i]], 3);
    for (int i = 0; i < item_count; i++) {
        uint8_t symbol = items[i].symbol;
        fs_put_bits(writer, codelen_codes[symbol], codelen_lengths[symbol]);
        if (symbol >= 16) fs_put_bits(writer, items[i].extra, fs_codelen_extra_bits[symbol]);
    }

    // Each length 3..258 as one bit string: its code, its extra bits, then distance code 0 ("0").
    uint32_t run_codes[FS_RLE_MAX_RUN + 1];
    uint8_t run_lengths[FS_RLE_MAX_RUN + 1];
    for (int length = FS_RLE_MIN_RUN; length <= FS_RLE_MAX_RUN; length++) {
        if (frequencies[257 + fs_length_index(length)] == 0) continue;
        int index = fs_length_index(length);
        int code_length = lengths[257 + index];
        uint32_t value = codes[257 + index] | (uint32_t)(length - fs_length_base[index]) << code_length;
        run_codes[length] = value;  // the distance code's single 0 bit adds nothing to the value
        run_lengths[length] = (uint8_t)(code_length + fs_length_extra[index] + 1);
    }
    // One table for both kinds of token: index < 256 a literal, 256 + length a run.
    uint32_t token_codes[256 + FS_RLE_MAX_RUN + 1];
    uint8_t token_lengths[256 + FS_RLE_MAX_RUN + 1];
    for (int t = 0; t < 256; t++) {
        token_codes[t] = codes[t];
        token_lengths[t] = lengths[t];
    }
    for (int length = 0; length <= FS_RLE_MAX_RUN; length++) {
        int used = length >= FS_RLE_MIN_RUN && frequencies[257 + fs_length_index(length)] > 0;
        token_codes[256 + length] = used ? run_codes[length] : 0;
        token_lengths[256 + length] = used ? run_lengths[length] : 0;
    }
    fs_flush_bytes(writer);
    size_t t = 0;
    for (; t + 2 <= token_count; t += 2) {
        uint16_t first = tokens[t], second = tokens[t + 1];
        fs_add_bits(writer, token_codes[first], token_lengths[first]);
        fs_add_bits(writer, token_codes[second], token_lengths[second]);
        fs_flush_bytes(writer);
    }
    if (t < token_count) fs_add_bits(writer, token_codes[tokens[t]], token_lengths[tokens[t]]);
    fs_flush_bytes(writer);
    fs_put_bits(writer, codes[256], lengths[256]);
}

size_t fs_deflate_rle_bound(size_t count) {
    // Worst case: every block stored (5 bytes per 65535 plus one alignment byte per block), and
    // the closing empty stored block.
    size_t blocks = count / FS_RLE_BLOCK + 1;
    // + 8: the token loop stores 8 bytes at a time, up to 7 past the last byte it keeps.
    return count + 6 * (count / FS_STORED_MAX + 1) + 6 * blocks + 16 + 8;
}

static size_t fs_deflate_rle_mode(const uint8_t *input, size_t count, int final, uint8_t *output, size_t capacity,
                                  int scalar_only);

size_t fs_deflate_rle(const uint8_t *input, size_t count, int final, uint8_t *output, size_t capacity) {
    return fs_deflate_rle_mode(input, count, final, output, capacity, 0);
}

size_t fs_deflate_rle_scalar_reference(const uint8_t *input, size_t count, int final, uint8_t *output, size_t capacity) {
    return fs_deflate_rle_mode(input, count, final, output, capacity, 1);
}

static size_t fs_deflate_rle_mode(const uint8_t *input, size_t count, int final, uint8_t *output, size_t capacity,
                                  int scalar_only) {
    if (capacity < fs_deflate_rle_bound(count)) return 0;
    uint16_t *tokens = (uint16_t *)malloc(sizeof(uint16_t) * (count < FS_RLE_BLOCK ? (count ? count : 1) : FS_RLE_BLOCK));
    if (tokens == NULL) return 0;
    fs_bit_writer writer = {output, 0, 0};
    size_t position = 0;
    do {
        size_t chunk = count - position < FS_RLE_BLOCK ? count - position : FS_RLE_BLOCK;
        int last = position + chunk == count;
        if (chunk == 0) {
            // Empty input: a final empty stored block, or nothing before the closing flush.
            if (final) fs_write_stored(&writer, input, 0, 1);
            break;
        }
        fs_write_block(&writer, input + position, chunk, position == 0, scalar_only, final && last, tokens);
        position += chunk;
    } while (position < count);
    if (!final) {
        // An empty stored block ends the piece on a byte boundary (zlib's full flush), so pieces
        // concatenate; runs never reach back before the piece's first byte.
        fs_write_stored(&writer, input, 0, 0);
    } else {
        fs_align(&writer);
    }
    free(tokens);
    return (size_t)(writer.out - output);
}
