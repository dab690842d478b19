import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-directory DIR feedshot-previews --target TARGET --output DIR`:
/// renders every preview (`#Preview`, `PreviewProvider`) of a library target to PNG files and
/// prints one line per preview, rendered or why not. No test needs to be written.
///
/// How: SwiftPM builds the target (and what it depends on) as for `swift build`; the plugin
/// then links those object files with a one-line `main` that calls FeedshotUI's
/// `feedshot_previews_main` (FeedshotUI's `PreviewRenderingCommand`) into a small program in
/// the plugin's work folder, and runs it. The program finds the previews at run time by their
/// conformance records, as `assertPreviewSnapshots()` does, and renders them in child
/// processes, so a preview that traps is one line and the others still render. Nothing is
/// built twice: the objects are the ones `swift build` made, so a second run only relinks.
@main
struct FeedshotPreviewsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard let output = extractor.extractOption(named: "output").last else {
            throw PluginError("--output DIR is required (and --allow-writing-to-directory DIR before the verb)")
        }
        let configurationName = extractor.extractOption(named: "configuration").last ?? "debug"
        guard let configuration = PackageManager.BuildConfiguration(rawValue: configurationName) else {
            throw PluginError("--configuration must be debug or release, not \(configurationName)")
        }
        // What the rendering program takes itself.
        var passed: [String] = []
        for option in ["scale", "device", "jobs", "timeout", "variants"] {
            for value in extractor.extractOption(named: option) { passed += ["--\(option)", value] }
        }
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unknown arguments: \(extractor.remainingArguments.joined(separator: " "))")
        }
        let targets = try targetNames.isEmpty
            ? context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind == .generic }
            : context.package.targets(named: targetNames).map { target in
                guard let swift = target as? SwiftSourceModuleTarget, swift.kind == .generic else {
                    throw PluginError("\(target.name) is not a Swift library target")
                }
                return swift
            }
        let outputURL = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        var failed = false
        for target in targets {
            let program = try linkRenderer(for: target, configuration: configuration, context: context)
            let status = try run(program, arguments: ["--module", target.name, "--output", outputURL.path] + passed)
            failed = failed || status != 0
        }
        if failed {
            throw PluginError("some previews did not render (see above)")
        }
    }

    /// Builds `target` and links the rendering program for it; returns the program's path.
    private func linkRenderer(for target: SwiftSourceModuleTarget, configuration: PackageManager.BuildConfiguration,
                              context: PluginContext) throws -> URL {
        let build = try packageManager.build(.target(target.name),
                                             parameters: .init(configuration: configuration, logging: .concise))
        guard build.succeeded else {
            print(build.logText)
            throw PluginError("building \(target.name) failed")
        }
        let productsDirectory = try Self.productsDirectory(for: configuration, context: context, probe: target.name)
        let modules = Self.linkedModules(of: target)
        var objects: [String] = []
        for module in modules.sources {
            let directory = productsDirectory.appendingPathComponent("\(module.name).build")
            objects += Self.objectFiles(in: directory, of: module)
        }
        guard !objects.isEmpty else { throw PluginError("no object files for \(target.name) in \(productsDirectory.path)") }
        let work = context.pluginWorkDirectoryURL.appendingPathComponent(target.name)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let main = work.appendingPathComponent("main.swift")
        // No imports: the entry point is found by its C name when the objects are linked.
        try """
            @_silgen_name("feedshot_previews_main") func feedshotPreviewsMain()
            feedshotPreviewsMain()

            """.write(to: main, atomically: true, encoding: .utf8)
        let program = work.appendingPathComponent("feedshot-previews-\(target.name)")
        let objectList = work.appendingPathComponent("objects.txt")
        // Quoted: some packages' object files have spaces in their names ("… Library.swift.o").
        let quoted = objects.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        try quoted.joined(separator: "\n").write(to: objectList, atomically: true, encoding: .utf8)
        var arguments = ["-module-name", "FeedshotPreviewsRenderer", main.path, "@\(objectList.path)", "-o", program.path]
        arguments += modules.libraries.flatMap { ["-l\($0)"] }
        // A module with C++ sources (BoringSSL's, under the networking stack) needs the C++
        // runtime, which the Swift driver links only for targets it knows are C++.
        if modules.hasCPlusPlus { arguments.append("-lstdc++") }
        arguments += modules.linkerFlags.flatMap { ["-Xlinker", $0] }
        let swiftc = try context.tool(named: "swiftc").url
        let status = try run(swiftc, arguments: arguments)
        guard status == 0 else { throw PluginError("linking the preview renderer for \(target.name) failed") }
        return program
    }

    /// The source modules to link for `target` (itself and everything it depends on, but not
    /// macros, which run in the compiler) and the libraries they ask for.
    private static func linkedModules(of target: Target)
        -> (sources: [SourceModuleTarget], libraries: [String], linkerFlags: [String], hasCPlusPlus: Bool) {
        var sources: [SourceModuleTarget] = []
        var hasCPlusPlus = false
        var libraries: [String] = []
        var linkerFlags: [String] = []
        var seen: Set<String> = []
        func visit(_ target: Target) {
            guard seen.insert(target.id).inserted else { return }
            if let source = target as? SourceModuleTarget {
                guard source.kind != .macro, source.kind != .test, source.kind != .executable else { return }
                sources.append(source)
                libraries += source.linkedLibraries
                hasCPlusPlus = hasCPlusPlus || source.sourceFiles.contains { file in
                    ["cc", "cpp", "cxx", "mm"].contains(file.url.pathExtension.lowercased())
                }
            } else if let system = target as? SystemLibraryTarget {
                linkerFlags += system.linkerFlags
            }
            for dependency in target.dependencies {
                switch dependency {
                case .target(let target): visit(target)
                case .product(let product): product.targets.forEach(visit)
                @unknown default: break
                }
            }
        }
        visit(target)
        return (sources, libraries, linkerFlags, hasCPlusPlus)
    }

    /// The folder `swift build` writes a configuration's products and objects to
    /// (`.build/<configuration>`, a link to `.build/<triple>/<configuration>`), found next to the
    /// plugin's work folder, which is inside the same scratch folder.
    private static func productsDirectory(for configuration: PackageManager.BuildConfiguration,
                                          context: PluginContext, probe: String) throws -> URL {
        var folder = context.pluginWorkDirectoryURL
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent(configuration.rawValue)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("\(probe).build").path) {
                return candidate.resolvingSymlinksInPath()
            }
            folder.deleteLastPathComponent()
        }
        throw PluginError("cannot find the \(configuration.rawValue) build folder of \(probe) above \(context.pluginWorkDirectoryURL.path)")
    }

    /// The object files of `module` in its build folder: only those of its current source files
    /// (and SwiftPM's generated resource accessor). A build folder keeps the objects of files that
    /// were renamed or deleted since an earlier build; linking those would bring back old code
    /// and duplicate or undefined symbols.
    private static func objectFiles(in directory: URL, of module: SourceModuleTarget) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        // Swift objects are flat (`File.swift.o`); C objects follow the source's relative path.
        let sourceRoot = module.directoryURL.standardizedFileURL.path
        var expected: Set<String> = ["resource_bundle_accessor.swift.o"]
        for file in module.sourceFiles where file.type == .source {
            let path = file.url.standardizedFileURL.path
            expected.insert(file.url.lastPathComponent + ".o")
            if path.hasPrefix(sourceRoot + "/") { expected.insert(String(path.dropFirst(sourceRoot.count + 1)) + ".o") }
        }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".o") && (expected.contains($0) || expected.contains(($0 as NSString).lastPathComponent)) }
            .sorted()
            .map { directory.appendingPathComponent($0).path }
    }

    /// Runs `executable`, its output going to ours; returns its exit status.
    private func run(_ executable: URL, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A plugin failure, shown by SwiftPM as the error.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
