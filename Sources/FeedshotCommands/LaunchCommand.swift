import ArgumentParser
import Feeds
import FeedshotUI
import Foundation
import ImageCodecs
import ImageLoading
import LocatedJSON

/// `feedshot launch`: the detail screen of each launch in a launch file, or from a GraphQL endpoint.
struct LaunchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Render launch details (a GraphQL launch file or endpoint) as launch-<id>.png.",
        discussion: """
            --data takes a file (a path or a URL) holding {"data": {"launch": {...}}}, {"data": {"launches": \
            [...]}}, a LaunchList page {"data": {"launches": {"cursor", "hasMore", "launches": [...]}}}, or an \
            array of them; every field may be null. --endpoint queries a GraphQL server instead: LaunchDetails \
            with each --only id as a variable, or without --only the LaunchList pages until hasMore is false. \
            A server error fails the launch it concerns, with its message and path; a launch with data still \
            renders, with the error as a warning. Mission patches by URL are fetched through the image cache; \
            local patch names come from Images/ next to the file.
            """)

    @Option(name: .long, help: "A launch JSON file or its URL (default: the embedded Assets/launches.json).")
    var data: String?

    @Option(name: .long, help: ArgumentHelp("A GraphQL endpoint serving the space-explorer launch schema.", valueName: "url"))
    var endpoint: String?

    @Option(name: .long, parsing: .upToNextOption, help: "Only these launch ids (with --endpoint: one LaunchDetails query each).")
    var only: [String] = []

    @Option(name: .long, help: ArgumentHelp("With --endpoint and no --only: the most LaunchList pages fetched.", valueName: "n"))
    var maxPages = 100

    @OptionGroup var options: RenderOptions
    @OptionGroup(title: "Feeds by URL") var remote: RemoteDataOptions
    @OptionGroup var batch: BatchOptions

    mutating func validate() throws {
        if data != nil, endpoint != nil { throw ValidationError("give --data or --endpoint, not both") }
        if let endpoint, !ImageLoader.isURL(endpoint) {
            throw ValidationError("--endpoint must be an http or https URL (got \(MessageText.quoted(endpoint)))")
        }
        guard (1...100_000).contains(maxPages) else { throw ValidationError("--max-pages must be between 1 and 100000 (got \(maxPages))") }
    }

    /// The launches to render and where they came from.
    struct Loaded {
        var items: [LaunchItem]
        var source: FeedDataSource?
        var description: String
    }

    func run() throws {
        let staged = Locked<FeedDataSource?>(nil)
        defer { staged.value?.removeIfTemporary() }
        try FeedCommandRunner(options: options, batch: batch).run { console in
            let http = options.images.makeHTTPLoader()
            let loaded: Loaded
            if let endpoint {
                loaded = try fetch(from: endpoint, http: http, console: console)
            } else {
                loaded = try read(http: http, console: console)
                staged.withLock { $0 = loaded.source }
            }
            let items = try selected(loaded.items)
            loaded.source?.fetchImages(named: items.compactMap { $0.launch?.mission?.localPatchName }, scale: options.scale,
                                       console: console)
            let context = try FeedRenderContext.open(imagesDirectory: loaded.source?.imagesDirectory ?? "",
                                                     scale: options.scale, loader: ImageLoader(http: http))
            let jobs = jobs(items: items, context: context, device: try options.resolvedDevice())
            // Downloads start ahead of rendering, in job order (the whole selection, before sharding).
            context.prefetch(items.compactMap(\.launch).flatMap { LaunchScreen(launch: $0).imageReferences })
            return (jobs, loaded.description)
        }
    }

    /// Reads `--data` (a path, a URL, or the embedded file).
    func read(http: HTTPLoader, console: Console) throws -> Loaded {
        let source: FeedDataSource
        let file: String
        if let data, RemoteFeedFolder.isURL(data) {
            // A folder URL reads its launches.json; a file URL that file, with Images/ beside it.
            let slash = data.lastIndex(of: "/").map { data.index(after: $0) } ?? data.endIndex
            let name = String(data[slash...])
            file = name.isEmpty ? "launches.json" : (name.removingPercentEncoding ?? name)
            source = try FeedDataSource.open(String(data[..<slash]), files: [file], remoteOptions: remote, http: http)
        } else {
            if remote.isUsed {
                throw ValidationError("--header, --header-env and --save-data apply to a feed by URL (--data https://…) or an --endpoint")
            }
            let path = try data ?? (FeedLocation.embeddedFeedDirectory() as NSString).appendingPathComponent("launches.json")
            file = (path as NSString).lastPathComponent
            source = FeedDataSource(directory: (path as NSString).deletingLastPathComponent, displayDirectory: nil, remote: nil)
        }
        let document = try LaunchDocument.load(fromFile: source.path(file),
                                               displayName: source.displayDirectory.map { FeedLocation.join($0, file) })
        report(document, console: console)
        return Loaded(items: document.items, source: source, description: source.displayName(file))
    }

    /// Queries `--endpoint`: LaunchDetails per `--only` id, else every LaunchList page.
    func fetch(from endpoint: String, http: HTTPLoader, console: Console) throws -> Loaded {
        let client = LaunchEndpoint(url: endpoint, http: http, headers: try remote.headers(),
                                    limits: remote.limits(base: http.configuration.limits), maximumPages: maxPages)
        var items = [LaunchItem]()
        var responses = [[UInt8]]()
        if only.isEmpty {
            let list = waitForAsync { await client.list() }
            for page in list.pages {
                report(page.document, console: console)
                items += page.document.items
                responses.append(page.bytes)
            }
            if list.reachedPageLimit {
                console.error("warning: \(endpoint): stopped after \(maxPages) LaunchList page\(maxPages == 1 ? "" : "s") "
                              + "(--max-pages); the server has more launches")
            }
            // What came before a failed page still renders; the run fails.
            if let failure = list.failure { console.runError("\(endpoint): \(failure)") }
        } else {
            let results = waitForAsync { [only] in await client.details(ids: only) }
            for (id, result) in zip(only, results) {
                switch result {
                case .success(let response):
                    report(response.document, console: console)
                    items += response.document.items
                    responses.append(response.bytes)
                case .failure(let error):
                    items.append(LaunchItem(launch: nil, requestedID: id, failure: error.description))
                }
            }
        }
        if let folder = remote.saveData { try Self.save(responses, into: folder) }
        return Loaded(items: items, source: nil, description: endpoint)
    }

    /// Writes the responses as one launch file, `DIR/launches.json` (a JSON array of the responses
    /// as received), which `--data DIR/launches.json` renders with the same bytes.
    static func save(_ responses: [[UInt8]], into folder: String) throws {
        var file = Array("[\n".utf8)
        for (index, response) in responses.enumerated() {
            // A byte order mark may open a document but not an array element.
            let body = response.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(response.dropFirst(3)) : response
            file += body
            file += Array((index == responses.count - 1 ? "\n" : ",\n").utf8)
        }
        file += Array("]\n".utf8)
        let path = (folder as NSString).appendingPathComponent("launches.json")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try writeFileAtomically(file, to: path)
        } catch {
            throw CommandFailure("cannot save the responses as \(path): \(error)")
        }
    }

    /// Prints what reading noticed and the server's errors that concern no single launch.
    private func report(_ document: LaunchDocument, console: Console) {
        for problem in document.problems { console.error("warning: \(problem)") }
        for error in document.responseErrors { console.error("warning: \(error)") }
    }

    /// The items `--only` selects, in the file's order (all of them without it).
    func selected(_ items: [LaunchItem]) throws -> [LaunchItem] {
        guard !only.isEmpty else { return items }
        let unknown = only.filter { id in !items.contains { $0.id == id } }
        guard unknown.isEmpty else {
            throw ValidationError("--only: no launch with id \(unknown.joined(separator: ", "))")
        }
        return items.filter { only.contains($0.id ?? "") }
    }

    /// One job per item: the launch's screen (with the server's errors about it as warnings), or,
    /// for an item the server gave no data for, a job that fails with the reason.
    func jobs(items: [LaunchItem], context: FeedRenderContext, device: Device) -> [RenderJob] {
        items.enumerated().map { index, item in
            // Launches without an id are numbered by their place in the file.
            let id = item.id ?? "\(index + 1)"
            let name = "launch-\(id).png"
            guard let launch = item.launch else {
                let reason = item.failureDescription
                // The fingerprint of a failed item never matches a rendered one, so --skip-unchanged renders it again.
                let source = ItemSource(id: id, data: Array("no data: \(reason)".utf8), imageNames: [])
                return RenderJob(outputName: OutputName.sanitized(fileName: name), title: name,
                                 identity: context.identity(of: source, view: LaunchScreen.self, target: .screen(device))) {
                    throw CommandFailure(reason)
                }
            }
            var job = context.job(name, title: launch.mission?.name ?? name, target: .screen(device),
                                  view: LaunchScreen(launch: launch), item: .launch(launch, id: id))
            if !item.errors.isEmpty {
                let render = job.render, serverErrors = item.errors.map(\.description)
                job.render = {
                    var rendered = try render()
                    rendered.warnings = serverErrors + rendered.warnings
                    return rendered
                }
            }
            return job
        }
    }
}
