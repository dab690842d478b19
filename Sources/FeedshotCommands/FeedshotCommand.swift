import ArgumentParser

/// The `feedshot` command line: renders feeds to PNG and compares images.
public struct FeedshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "feedshot",
        abstract: "Render SwiftUI-style cards and paged feeds to PNG images.",
        subcommands: [
            // One line per command, each in its own file.
            ConvertCommand.self,
            DiffCommand.self,
        ])

    public init() {}
}
