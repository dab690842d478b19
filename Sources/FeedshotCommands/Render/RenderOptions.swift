import ArgumentParser
import Foundation
import FeedshotUI
import ImageCodecs

/// The options every rendering command shares: where, how big, how fast.
struct RenderOptions: ParsableArguments {
    @Option(name: .long, help: "The folder the images are written into.")
    var out: String = "out"

    @Option(name: .long, help: "Device pixels per point (1, 2 or 3).")
    var scale: Int = 3

    @Option(name: .long, help: ArgumentHelp("A canvas size in points, for example 390x844 (no safe area).",
                                            valueName: "WxH"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("A device preset with its safe area: \(DeviceOption.names.joined(separator: ", ")).",
                                            valueName: "name"))
    var device: String?

    @Option(name: .long, help: "How many images render at once (default: all cores). The bytes never depend on it.")
    var jobs: Int?

    @Option(name: .long, help: "PNG compression preset: fast, default or small.")
    var png: PNGCompression = .default

    @Flag(name: .long, help: "Print only errors and warnings.")
    var quiet = false

    @Flag(name: .long, help: "Render despite data errors (unresolved ids, duplicates), with placeholders and warnings.")
    var lenient = false

    @OptionGroup(title: "Images and feeds by URL") var images: ImageLoadingOptions

    mutating func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
        if size != nil, device != nil { throw ValidationError("give --size or --device, not both") }
        _ = try resolvedDevice()
    }

    /// The screen to render on: `--size`, `--device`, or the default iPhone (390 x 844).
    func resolvedDevice() throws -> Device {
        if let size { return try DeviceOption.canvas(parsing: size) }
        if let device { return try DeviceOption.preset(named: device) }
        return .default
    }

    /// The worker count: `--jobs`, else every core.
    var workerCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}


/// Parsing of `--size` and `--device`.
enum DeviceOption {
    /// The preset names `--device` accepts: "iphone14", "iphonese"…
    static var names: [String] { Device.presets.map { key(for: $0.name) } }

    static func key(for name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    static func preset(named name: String) throws -> Device {
        guard let device = Device.presets.first(where: { key(for: $0.name) == key(for: name) }) else {
            throw ValidationError("unknown --device \"\(name)\"; known: \(names.joined(separator: ", "))")
        }
        return device
    }

    static func canvas(parsing text: String) throws -> Device {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 10_000, height <= 10_000 else {
            throw ValidationError("--size must be WIDTHxHEIGHT in points between 1 and 10000, for example 390x844 (got \"\(text)\")")
        }
        return .canvas(width: width, height: height)
    }
}
