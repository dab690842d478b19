#if !Networking
import ArgumentParser
import Foundation

/// `feedshot serve` in a build without the `Networking` package trait: there is no HTTP server to
/// run, and the command says so instead of pretending (any arguments are accepted, so the message
/// is the same whatever was asked).
package struct ServeCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve feed images over HTTP (unavailable: this feedshot was built without its Networking trait).")

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var arguments: [String] = []

    package init() {}

    package func run() throws {
        FileHandle.standardError.write(Data(("error: feedshot serve needs the Networking package trait; this feedshot "
            + "was built without it (swift build --traits Networking, or leave the default traits on)\n").utf8))
        throw ExitCode(1)
    }
}
#endif
