#if canImport(Glibc)
import Glibc
#endif
import ImageCodecs

// What running an app does on Linux. `@main struct MyApp: App` needs a `static func main()`;
// SwiftUI's starts an event loop with the app's windows. Feedshot has no screen to show them on,
// so an app's executable renders its first window to a PNG, like a preview, and says so: the
// honest reading of "run this app" on a machine without a display. It never traps: a missing
// font draws no text, a bad argument prints usage and exits with status 64.

extension App {
    /// Renders the app's first window to `NAME.png` and prints where (see ``AppLauncher``).
    ///
    /// Arguments: `--out DIR` (default: the current folder), `--device NAME` (default
    /// `iphone15`), `--scale N` (1…3, default 3), `--dark`, `--assets DIR` (the app's asset
    /// catalog: image sets and colour sets as Xcode writes them), `--help`.
    @MainActor public static func main() {
        let status = AppLauncher.run(Self.self, arguments: Array(CommandLine.arguments.dropFirst()))
        if status != 0 { exit(status) }
    }
}

/// Renders an ``App``'s root screen for `App.main()` on Linux.
public enum AppLauncher {
    /// The options `App.main()` reads from the command line.
    public struct Options: Equatable, Sendable {
        /// Where the PNG goes.
        public var outputDirectory = "."
        /// The device whose screen is drawn.
        public var device = Device.iPhone15
        /// Pixels per point.
        public var scale = 3.0
        /// The colour scheme the app is drawn in.
        public var colorScheme = ColorScheme.light
        /// The asset catalog named images and colours come from (the app's `Assets.xcassets`
        /// folder, or a folder holding one); `nil`: none.
        public var assetsDirectory: String?

        /// The default options.
        public init() {}
    }

    /// A problem with the command line, described for the user.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What was wrong.
        public let description: String
    }

    /// Parses `App.main()`'s arguments.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        var index = 0
        func value(_ flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return nil
            case "--out": options.outputDirectory = try value(argument)
            case "--dark": options.colorScheme = .dark
            case "--assets": options.assetsDirectory = try value(argument)
            case "--scale":
                let text = try value(argument)
                guard let scale = Double(text), [1.0, 2.0, 3.0].contains(scale) else {
                    throw UsageError(description: "--scale must be 1, 2 or 3, not \(text)")
                }
                options.scale = scale
            case "--device":
                let name = try value(argument)
                guard let device = Device.presets.first(where: { deviceKey($0.name) == deviceKey(name) }) else {
                    throw UsageError(description: "unknown device \(name); known: \(deviceNames)")
                }
                options.device = device
            default:
                throw UsageError(description: "unknown argument \(argument)")
            }
            index += 1
        }
        return options
    }

    /// The usage text `--help` prints.
    public static func usage(appName: String) -> String {
        """
        \(appName) is a SwiftUI app built with Feedshot. On Linux it does not open a window: it
        renders the app's first window (its WindowGroup's content) to \(appName).png.

        Options:
          --out DIR        where to write the PNG (default: the current folder)
          --device NAME    the screen: \(deviceNames)
          --scale N        pixels per point, 1, 2 or 3 (default 3)
          --dark           draw in dark mode
          --assets DIR     the app's asset catalog (Assets.xcassets, or a folder holding it)
        """
    }

    /// Renders `app`'s first window once launched (``launchScreen(of:on:renderer:settleLimit:)``)
    /// with `arguments` and returns the exit status (0, 1 when the PNG could not be written, 64
    /// for usage errors), printing what happened.
    public static func run<A: App>(_ app: A.Type, arguments: [String]) -> Int32 {
        let name = String(describing: A.self)
        let options: Options
        do {
            guard let parsed = try parse(arguments) else {
                print(usage(appName: name))
                return 0
            }
            options = parsed
        } catch {
            printError("\(name): \(error.description)\n\n\(usage(appName: name))")
            return 64
        }
        let instance = A()
        if instance.windowCount == 0 {
            printError("\(name): the app declares no WindowGroup, so there is no screen to render")
            return 1
        }
        var environment = EnvironmentValues()
        environment.colorScheme = options.colorScheme
        var assets: AssetCatalog?
        if let directory = options.assetsDirectory {
            do {
                assets = try AssetCatalog(directory: directory)
            } catch {
                printError("\(name): \(error)")
                return 64
            }
        }
        let renderer = Renderer(scale: options.scale, assets: assets, environment: environment)
        let path = URL(fileURLWithPath: options.outputDirectory).appendingPathComponent("\(name).png").path
        do {
            let bitmap = launchScreen(of: instance, on: options.device, renderer: renderer)
            try writeFileAtomically(try PNGEncoder.encode(bitmap), to: path)
        } catch {
            printError("\(name): could not render the app's screen to \(path): \(error)")
            return 1
        }
        print("\(name): rendered the first window on \(options.device.name) to \(path) "
              + "(Feedshot draws SwiftUI screens on Linux; it does not run interactive apps)")
        return 0
    }

    /// What `app` shows once launched: its first window hosted live, so that its `onAppear`s and
    /// tasks have run (the list an app fills in `onAppear` is filled, as on the device's first
    /// frame), then settled, so that animations started at launch have ended (at most
    /// `settleLimit` seconds of the host's clock: a `repeatForever` animation is drawn where it is
    /// then). Deterministic: the host's clock, never the wall clock.
    public static func launchScreen<A: App>(of app: A, on device: Device, renderer: Renderer,
                                            settleLimit: Double = 10) -> Bitmap {
        let host = ViewHost(AppRootView(app), on: device, renderer: renderer)
        host.settle(limit: settleLimit)
        return host.render()
    }

    /// A device's command-line name, as `feedshot --device` spells it: "iPhone 15" is `iphone15`.
    private static func deviceKey(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    private static var deviceNames: String { Device.presets.map { deviceKey($0.name) }.joined(separator: ", ") }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
