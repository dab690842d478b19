// A fast 64-bit hash of byte rows, for recognising rows a frame shares with earlier frames
// (PNGRowCache in ImageCodecs). In C so debug builds of the tests stay fast; not cryptographic,
// only well mixed: four multiply-rotate lanes over 8-byte words, folded and avalanched at the
// end (the structure of the xxHash family, written here for this one use).
#include "CCodecShims.h"

static const uint64_t fs_hash_prime1 = 0x9E3779B185EBCA87ull;
static const uint64_t fs_hash_prime2 = 0xC2B2AE3D27D4EB4Full;
static const uint64_t fs_hash_prime3 = 0x165667B19E3779F9ull;

static inline uint64_t fs_rotate(uint64_t value, int bits) { return (value << bits) | (value >> (64 - bits)); }

static inline uint64_t fs_read64(const uint8_t *bytes) {
    // Little-endian whatever the machine (compilers turn this into one load on little-endian
    // ones), so every machine splits frames into the same pieces and writes the same bytes.
    return (uint64_t)bytes[0] | (uint64_t)bytes[1] << 8 | (uint64_t)bytes[2] << 16 | (uint64_t)bytes[3] << 24
        | (uint64_t)bytes[4] << 32 | (uint64_t)bytes[5] << 40 | (uint64_t)bytes[6] << 48 | (uint64_t)bytes[7] << 56;
}

static inline uint64_t fs_round(uint64_t lane, uint64_t word) {
    lane += word * fs_hash_prime2;
    lane = fs_rotate(lane, 31);
    return lane * fs_hash_prime1;
}

uint64_t fs_row_hash64(const uint8_t *data, size_t count, uint64_t seed) {
    uint64_t lanes[4] = {seed + fs_hash_prime1 + fs_hash_prime2, seed + fs_hash_prime2, seed, seed - fs_hash_prime1};
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        lanes[0] = fs_round(lanes[0], fs_read64(data + i));
        lanes[1] = fs_round(lanes[1], fs_read64(data + i + 8));
        lanes[2] = fs_round(lanes[2], fs_read64(data + i + 16));
        lanes[3] = fs_round(lanes[3], fs_read64(data + i + 24));
    }
    uint64_t hash = fs_rotate(lanes[0], 1) + fs_rotate(lanes[1], 7) + fs_rotate(lanes[2], 12) + fs_rotate(lanes[3], 18);
    for (int lane = 0; lane < 4; lane++) {
        hash ^= fs_round(0, lanes[lane]);
        hash = hash * fs_hash_prime1 + fs_hash_prime3;
    }
    hash += (uint64_t)count;
    for (; i + 8 <= count; i += 8) {
        hash ^= fs_round(0, fs_read64(data + i));
        hash = fs_rotate(hash, 27) * fs_hash_prime1 + fs_hash_prime3;
    }
    for (; i < count; i++) {
        hash ^= (uint64_t)data[i] * fs_hash_prime3;
        hash = fs_rotate(hash, 11) * fs_hash_prime1;
    }
    // Avalanche: every input bit reaches every output bit.
    hash ^= hash >> 33;
    hash *= fs_hash_prime2;
    hash ^= hash >> 29;
    hash *= fs_hash_prime3;
    hash ^= hash >> 32;
    return hash;
}
