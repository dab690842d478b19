#if canImport(Darwin)
import Darwin
import MachO
#else
import SwiftShims
#endif

/// The types of the running program that conform to a protocol, found by reading the Swift
/// runtime's protocol conformance records: how Feedshot finds `#Preview`s and
/// `PreviewProvider`s without a list kept by hand (the DocC article *Finding previews* says why
/// this mechanism and not another).
///
/// Every image (the executable and each loaded library) has a section of conformance records,
/// `swift5_protocol_conformances` on ELF and `__TEXT,__swift5_proto` on Mach-O: an array of
/// 32-bit offsets, each to a conformance descriptor. The layouts read here are the Swift ABI's
/// (docs/ABI/TypeMetadata.rst in the Swift repository, stable since Swift 5):
///
/// | conformance descriptor | |
/// |---|---|
/// | +0 | protocol: relative pointer, low bit set when indirect |
/// | +4 | type reference: relative pointer; its kind is in bits 3–5 of the flags |
/// | +8 | witness table pattern |
/// | +12 | flags |
///
/// | context descriptor (module, protocol, type) | |
/// |---|---|
/// | +0 | flags: kind in bits 0–4 (0 module, 3 protocol, 16 class, 17 struct, 18 enum), generic bit 7 |
/// | +4 | parent: relative pointer, low bit set when indirect |
/// | +8 | name: relative pointer to a C string |
/// | +12 | type metadata access function (types only): relative pointer |
///
/// A protocol is recognised by its name and its module's name, so nothing depends on symbol
/// names; generic types are skipped (a preview type never is one). Each match is turned into a
/// type by calling its metadata access function, which the runtime provides for every
/// non-generic type, and checked with an `as?` cast before use.
enum ConformanceRecords {
    /// A conforming type and the module that declares it.
    struct Match {
        var type: Any.Type
        var module: String
        var typeName: String
    }

    /// Every non-generic type in the program conforming to the protocol `protocolName` declared
    /// in the module `protocolModule`, in the order of the images and their records.
    static func types(conformingTo protocolName: String, declaredIn protocolModule: String) -> [Match] {
        var matches: [Match] = []
        for section in conformanceSections() {
            let count = section.count / 4
            for index in 0..<count {
                let recordAddress = section.baseAddress! + 4 * index
                guard let descriptor = relativeDirect(recordAddress),
                      let protocolDescriptor = relativeIndirectable(descriptor),
                      kind(of: protocolDescriptor) == ContextKind.protocol,
                      name(of: protocolDescriptor) == protocolName,
                      module(of: protocolDescriptor) == protocolModule,
                      let typeDescriptor = typeDescriptor(of: descriptor) else { continue }
                let flags = typeDescriptor.loadUnaligned(as: UInt32.self)
                let typeKind = flags & 0x1F
                let isGeneric = flags & 0x80 != 0
                guard (ContextKind.class...ContextKind.enum).contains(typeKind), !isGeneric,
                      let accessor = relativeDirect(typeDescriptor + 12),
                      let typeName = name(of: typeDescriptor),
                      let module = module(of: typeDescriptor) else { continue }
                // A non-generic type's access function takes a metadata request (0: complete
                // metadata) and returns the metadata first, in the Swift calling convention.
                let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
                let type = unsafeBitCast(access(0), to: Any.Type.self)
                matches.append(Match(type: type, module: module, typeName: typeName))
            }
        }
        return matches
    }

    private typealias MetadataAccessor = @convention(thin) (Int) -> UnsafeRawPointer

    private enum ContextKind {
        static let module: UInt32 = 0
        static let `protocol`: UInt32 = 3
        static let `class`: UInt32 = 16
        static let `enum`: UInt32 = 18
    }

    private static func kind(of descriptor: UnsafeRawPointer) -> UInt32 {
        descriptor.loadUnaligned(as: UInt32.self) & 0x1F
    }

    /// The target of the 32-bit relative pointer at `address`, or `nil` when it is null.
    private static func relativeDirect(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// The target of a relative pointer that may be indirect (low bit set: the offset leads to
    /// a pointer to the target, as for a descriptor in another image).
    private static func relativeIndirectable(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = address + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    /// The type context descriptor a conformance descriptor names, when it names one directly
    /// or indirectly (not an Objective-C class).
    private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return relativeDirect(conformance + 4)
        case 1: return relativeDirect(conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    private static func name(of descriptor: UnsafeRawPointer) -> String? {
        relativeDirect(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The name of the module a descriptor belongs to: the first module among its parents
    /// (private types sit in an anonymous context, nested types in their parent type).
    private static func module(of descriptor: UnsafeRawPointer) -> String? {
        var current: UnsafeRawPointer? = descriptor
        var depth = 0
        while let context = current, depth < 64 {
            if kind(of: context) == ContextKind.module { return name(of: context) }
            current = relativeIndirectable(context + 4)
            depth += 1
        }
        return nil
    }

    // MARK: The sections of the loaded images

    #if canImport(Darwin)
    /// The `__TEXT,__swift5_proto` section of every loaded image (untested: Feedshot's CI runs
    /// on Linux).
    private static func conformanceSections() -> [UnsafeRawBufferPointer] {
        var sections: [UnsafeRawBufferPointer] = []
        for image in 0..<_dyld_image_count() {
            guard let header = _dyld_get_image_header(image) else { continue }
            var size: UInt = 0
            let start = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) {
                getsectiondata($0, "__TEXT", "__swift5_proto", &size)
            }
            if let start, size > 0 { sections.append(UnsafeRawBufferPointer(start: start, count: Int(size))) }
        }
        return sections
    }
    #else
    /// The `swift5_protocol_conformances` section of every image the Swift runtime knows, from
    /// the runtime's own list (`swift_enumerateAllMetadataSections`, which Swift Testing reads
    /// the same way to find tests).
    private static func conformanceSections() -> [UnsafeRawBufferPointer] {
        var sections: [UnsafeRawBufferPointer] = []
        withUnsafeMutablePointer(to: &sections) { sections in
            enumerateAllMetadataSections({ metadataSections, context in
                let range = metadataSections.load(as: MetadataSections.self).swift5_protocol_conformances
                if let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 {
                    context!.assumingMemoryBound(to: [UnsafeRawBufferPointer].self).pointee
                        .append(UnsafeRawBufferPointer(start: start, count: Int(range.length)))
                }
                return true
            }, sections)
        }
        return sections
    }
    #endif
}

#if !canImport(Darwin)
/// The Swift runtime's list of the metadata sections of every loaded image (exported by
/// `libswiftCore` on ELF platforms; `MetadataSections` is declared in SwiftShims).
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?)
#endif
