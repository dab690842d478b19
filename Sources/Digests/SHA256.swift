/// SHA-256 (FIPS 180-4): the image cache's content-addressed names, output digests, input
/// fingerprints and shard hashes, one implementation for all of them.
///
/// Written here rather than taken from swift-crypto so the command line does not pull a large
/// C library into every build; it hashes a few megabytes of images per run, where its speed
/// (about 100 MB/s optimised) does not matter. Tested against the FIPS example vectors.
package struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
    /// Bytes not yet hashed (less than one 64-byte block).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A hasher with nothing hashed yet.
    package init() {
        pending.reserveCapacity(64)
    }

    /// The digest of `bytes`.
    package static func hash(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(Array(bytes))
        return hasher.finalize()
    }

    /// The digest of `bytes` as 64 lower-case hexadecimal digits.
    package static func hexDigest(_ bytes: some Collection<UInt8>) -> String {
        hex(hash(bytes))
    }

    /// Lower-case hexadecimal digits of `bytes`.
    package static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Adds `bytes` to the message.
    package mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            start = take
            if pending.count == 64 {
                let block = pending
                block.withUnsafeBufferPointer { compress($0, blocks: 0..<1) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        let whole = (bytes.count - start) / 64
        if whole > 0 {
            bytes.withUnsafeBufferPointer { buffer in
                compress(UnsafeBufferPointer(rebasing: buffer[start..<(start + whole * 64)]), blocks: 0..<whole)
            }
            start += whole * 64
        }
        if start < bytes.count { pending.append(contentsOf: bytes[start...]) }
    }

    /// Adds the UTF-8 bytes of `text`.
    package mutating func update(_ text: String) {
        update(Array(text.utf8))
    }

    /// Pads the message and returns the 32-byte digest.
    package mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { compress($0, blocks: 0..<($0.count / 64)) }
        pending.removeAll()
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        var digest = [UInt8]()
        digest.reserveCapacity(32)
        for word in words {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Hashes 64-byte blocks of `buffer` into the state. One scratch schedule serves every block:
    /// unoptimised (debug) builds pay dearly for per-block allocations.
    private mutating func compress(_ buffer: UnsafeBufferPointer<UInt8>, blocks: Range<Int>) {
        var (h0, h1, h2, h3, h4, h5, h6, h7) = state
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            Self.roundConstants.withUnsafeBufferPointer { k in
                for block in blocks {
                    let base = block * 64
                    for index in 0..<16 {
                        let at = base + index * 4
                        w[index] = UInt32(buffer[at]) << 24 | UInt32(buffer[at + 1]) << 16
                            | UInt32(buffer[at + 2]) << 8 | UInt32(buffer[at + 3])
                    }
                    for index in 16..<64 {
                        let x = w[index - 15], y = w[index - 2]
                        let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
                        let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
                        w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
                    }
                    var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                    for index in 0..<64 {
                        let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                        let choice = (e & f) ^ (~e & g)
                        let temp1 = h &+ s1 &+ choice &+ k[index] &+ w[index]
                        let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        h = g; g = f; f = e; e = d &+ temp1
                        d = c; c = b; b = a; a = temp1 &+ s0 &+ majority
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
            }
        }
        state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }
}
