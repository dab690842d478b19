/// Helpers shared by the fuzz targets: turning libFuzzer's raw buffer into the inputs a target
/// needs.
public enum FuzzInput {
    /// The fuzzer's bytes as an array (an empty buffer may come with a null pointer).
    public static func bytes(_ start: UnsafeRawPointer?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Splits `bytes` at the first occurrence of `separator` into two parts (the second empty when
    /// there is none), so one input can hold two files: two feeds' JSON, two images.
    public static func split(_ bytes: [UInt8], separator: [UInt8]) -> ([UInt8], [UInt8]) {
        guard !separator.isEmpty, bytes.count >= separator.count else { return (bytes, []) }
        for start in 0...(bytes.count - separator.count)
        where bytes[start] == separator[0] && Array(bytes[start..<(start + separator.count)]) == separator {
            return (Array(bytes[..<start]), Array(bytes[(start + separator.count)...]))
        }
        return (bytes, [])
    }

    /// The separator between the two parts of a two-file input.
    public static let separator = Array("\n--FEEDSHOT-FUZZ-SPLIT--\n".utf8)
}
