/// SHA-256 (FIPS 180-4), streaming: the cache names files by the hash of their bytes, and of their
/// URLs, so that equal content is stored once and names never depend on what a URL contains.
///
/// A plain implementation (no dependency): the cache hashes each download once while it streams
/// to disk, which costs far less than decoding the image.
struct SHA256 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    private var pending = [UInt8]()
    private var length: UInt64 = 0

    private static let constants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    init() {}

    /// Adds a buffer's bytes, a whole block at a time where possible.
    mutating func update(buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var index = 0
        if !pending.isEmpty {
            while index < buffer.count, pending.count < 64 {
                pending.append(buffer[index])
                index += 1
            }
            if pending.count == 64 {
                compress(pending[...])
                pending.removeAll(keepingCapacity: true)
            }
        }
        var block = [UInt8](repeating: 0, count: 64)
        while buffer.count - index >= 64 {
            for offset in 0..<64 { block[offset] = buffer[index + offset] }
            compress(block[...])
            index += 64
        }
        while index < buffer.count {
            pending.append(buffer[index])
            index += 1
        }
    }

    /// The digest as 64 lower-case hexadecimal digits.
    mutating func finalizeHex() -> String {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8((bitLength >> UInt64(shift)) & 0xFF)) }
        var offset = 0
        while offset < tail.count {
            compress(tail[offset..<offset + 64])
            offset += 64
        }
        pending = []
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        for word in words {
            for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int((word >> UInt32(shift)) & 0xF)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The hex digest of a whole message.
    static func hex<Bytes: Collection>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        Array(bytes).withUnsafeBytes { hasher.update(buffer: $0) }
        return hasher.finalizeHex()
    }

    private mutating func compress(_ block: ArraySlice<UInt8>) {
        var w = [UInt32](repeating: 0, count: 64)
        let start = block.startIndex
        for index in 0..<16 {
            let base = start + index * 4
            w[index] = UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16 | UInt32(block[base + 2]) << 8
                | UInt32(block[base + 3])
        }
        for index in 16..<64 {
            let s0 = w[index - 15].rotatedRight(7) ^ w[index - 15].rotatedRight(18) ^ (w[index - 15] >> 3)
            let s1 = w[index - 2].rotatedRight(17) ^ w[index - 2].rotatedRight(19) ^ (w[index - 2] >> 10)
            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for index in 0..<64 {
            let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ Self.constants[index] &+ w[index]
            let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                 state.7 &+ h)
    }
}

private extension UInt32 {
    func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
