import ArgumentParser

/// Release-mode benchmarks. Each subcommand prints throughput and peak memory (see README).
/// Run with `swift run -c release feedshot-bench <subcommand>`.
struct FeedshotBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedshot-bench",
        abstract: "Measure Feedshot's throughput and peak memory (build with -c release).",
        subcommands: [
            // One line per benchmark family, each in its own file.
            CardBenchmarks.self,
            RunFeedshot.self,
            CodecBenchmarks.self,
            DiffBenchmarks.self,
            EndpointBenchmarks.self,
            ImageLoadingBenchmarks.self,
            LayoutBenchmarks.self,
            LiveBenchmarks.self,
            MotionBenchmarks.self,
            RasterBenchmarks.self,
            SwipeBenchmarks.self,
            TextBenchmarks.self,
        ] + networkingBenchmarks)
}

/// The benchmarks that need the Networking trait's HTTP client.
#if Networking
let networkingBenchmarks: [any ParsableCommand.Type] = [HTTPClientBenchmarks.self]
#else
let networkingBenchmarks: [any ParsableCommand.Type] = []
#endif

FeedshotBench.main()
