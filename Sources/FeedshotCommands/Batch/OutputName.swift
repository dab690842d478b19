/// The one rule that turns ids from feeds (untrusted text) into output file names.
///
/// A feed id becomes the stem of a file name, character by character:
/// - path separators (`/`, `\`), NUL and every other control character (U+0000–U+001F,
///   U+007F–U+009F), and the Unicode line and paragraph separators become `_`;
/// - leading dots become `_` (no hidden files, no `.` or `..`);
/// - an empty stem becomes `_`;
/// - a stem longer than ``maximumStemBytes`` UTF-8 bytes is cut at a character boundary and gets
///   `~` and 8 hex digits of a hash of the whole id, so long ids that share a prefix stay apart.
///
/// Ids that follow the rule already (`apollo11`, `launch-109`, `armstrong`) keep their names.
/// Two ids can still map to one name (`a/b` and `a_b`): ``BatchRunner`` reports such collisions
/// as errors of the later items instead of letting one file overwrite the other.
enum OutputName {
    /// The longest stem in UTF-8 bytes: with an extension it stays under the 255-byte limit of
    /// common file systems, with room for the atomic writer's temporary prefix and suffix.
    static let maximumStemBytes = 160

    /// The file name for a name built from ids, such as `"\(id).png"`: the stem is made safe by
    /// the rule above, the extension (`.png`) is kept.
    static func sanitized(fileName: String, extension suffix: String = ".png") -> String {
        guard fileName.hasSuffix(suffix) else { return sanitized(stem: fileName) }
        return sanitized(stem: String(fileName.dropLast(suffix.count))) + suffix
    }

    /// A safe stem for `id` (see the rule above).
    static func sanitized(stem id: String) -> String {
        var scalars = String.UnicodeScalarView()
        var leading = true
        for scalar in id.unicodeScalars {
            let unsafe = scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
                || scalar == "\u{2028}" || scalar == "\u{2029}" || (leading && scalar == ".")
            scalars.append(unsafe ? "_" : scalar)
            if scalar != "." { leading = false }
        }
        var stem = scalars.isEmpty ? "_" : String(scalars)
        if stem.utf8.count > maximumStemBytes {
            let hash = String(fnv1a(id), radix: 16)
            let tag = "~" + String(repeating: "0", count: 8 - hash.count) + hash
            var cut = ""
            for character in stem {
                if cut.utf8.count + character.utf8.count > maximumStemBytes - tag.utf8.count { break }
                cut.append(character)
            }
            stem = cut + tag
        }
        return stem
    }

    /// Whether `name` may be written as one file inside an output folder: one path component,
    /// not `.` or `..`, no NUL or control characters. Names from ``sanitized(stem:)`` always are;
    /// the batch checks every name again before it opens a file.
    static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, name != ".", name != "..", !name.hasPrefix("."),
              name.utf8.count <= 255 else { return false }
        return !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }
    }

    /// 32-bit FNV-1a of the id's UTF-8 bytes: stable across runs and platforms (Swift's
    /// `Hasher` is seeded per process).
    private static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }
}
