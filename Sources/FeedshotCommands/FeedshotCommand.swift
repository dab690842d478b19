import ArgumentParser

/// The `feedshot` command line: renders feeds to PNG and compares images.
public struct FeedshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "feedshot",
        abstract: "Render SwiftUI-style cards and paged feeds to PNG images.",
        discussion: "Without a subcommand, renders the embedded Moonshot feed as share cards into ./out.",
        // The version hashed into every fingerprint (manifests, ETags): `feedshot --version`.
        version: FeedshotVersion.current,
        subcommands: [
            // One line per command, each in its own file.
            CardsCommand.self,
            MediaCommand.self,
            LaunchCommand.self,
            LayoutCommand.self,
            SwipeCommand.self,
            ConvertCommand.self,
            DiffCommand.self,
            ManifestCommand.self,
        ],
        defaultSubcommand: CardsCommand.self)

    public init() {}
}
