import ArgumentParser
import FeedshotCommands
import FeedshotServer

/// The `feedshot` command line: FeedshotCommands' commands plus `serve`, which lives in its own
/// module so the HTTP stack stays out of the commands.
@main
struct Feedshot: AsyncParsableCommand {
    static let configuration: CommandConfiguration = {
        var configuration = FeedshotCommand.configuration
        configuration.subcommands.append(ServeCommand.self)
        return configuration
    }()
}
