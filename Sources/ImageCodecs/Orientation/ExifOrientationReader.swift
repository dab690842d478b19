/// Reads the `Orientation` tag (0x0112) from EXIF data: a TIFF structure, optionally preceded by
/// the `Exif\0\0` header JPEG's APP1 uses (some PNG writers keep it in eXIf too).
///
/// Every read is bounds-checked; damaged EXIF is ignored (the image is then taken as upright)
/// rather than failing the decode, as browsers do.
enum ExifOrientationReader {
    static func orientation(in exif: [UInt8]) -> ImageOrientation? {
        var base = 0
        if exif.count >= 6, exif[0] == 0x45, exif[1] == 0x78, exif[2] == 0x69, exif[3] == 0x66,
           exif[4] == 0, exif[5] == 0 {
            base = 6
        }
        guard exif.count >= base + 8 else { return nil }
        let littleEndian: Bool
        switch (exif[base], exif[base + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func u16(_ offset: Int) -> Int? {
            let at = base + offset
            guard offset >= 0, at + 2 <= exif.count else { return nil }
            let a = Int(exif[at]), b = Int(exif[at + 1])
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        func u32(_ offset: Int) -> Int? {
            guard let low = u16(littleEndian ? offset : offset + 2),
                  let high = u16(littleEndian ? offset + 2 : offset) else { return nil }
            return low | high << 16
        }
        guard u16(2) == 42, let directory = u32(4), let entryCount = u16(directory) else { return nil }
        for entry in 0..<entryCount {
            let at = directory + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            guard tag == 0x0112 else { continue }
            // SHORT (type 3), count 1: the value sits in the first two bytes of the value field.
            guard u16(at + 2) == 3, let value = u16(at + 8) else { return nil }
            return ImageOrientation(rawValue: value)
        }
        return nil
    }
}
