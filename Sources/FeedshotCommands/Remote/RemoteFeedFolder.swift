import Feeds
import Foundation
import ImageCodecs
import ImageLoading
import LocatedJSON

/// A feed given by URL (`--data https://host/feed/`), fetched through the run's HTTP client into
/// a local folder that the command then reads as if it had been given that folder.
///
/// The feed files are saved as fetched, and each image name the selected items draw is looked
/// for in `Images/` next to them, trying the files an asset catalog would try, in the same order
/// (a web server cannot list a folder): the first the server has is saved under its name in the
/// folder's `Images/`. The folder is `--save-data DIR` when given (so `--data DIR` renders the same
/// bytes later, with the same fingerprints), else a temporary folder removed at the end of the run.
/// Errors in the files are reported against the URLs (`https://host/feed/missions.json:12:9`).
struct RemoteFeedFolder {
    /// The folder's URL, ending in `/`.
    let url: String
    /// Where the files are saved.
    let directory: String
    /// Whether ``directory`` is a temporary folder to remove with ``removeIfTemporary()``.
    let isTemporary: Bool
    let http: HTTPLoader
    let headers: [FetchHeader]
    let limits: FetchLimits

    /// Image extensions tried by URL: lower case only (every miss is a request).
    static let imageExtensions = ["png", "jpg", "jpeg"]

    /// Whether `--data` names a URL rather than a path.
    static func isURL(_ text: String) -> Bool { ImageLoader.isURL(text) }

    /// Prepares the local folder for the feed at `url` (a folder URL; a missing final `/` is added).
    static func open(url: String, options: RemoteDataOptions, http: HTTPLoader) throws -> RemoteFeedFolder {
        let folderURL = url.hasSuffix("/") ? url : url + "/"
        let headers = try options.headers()
        let directory: String
        let isTemporary: Bool
        if let saveData = options.saveData {
            directory = saveData
            isTemporary = false
        } else {
            directory = (NSTemporaryDirectory() as NSString)
                .appendingPathComponent("feedshot-data-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            isTemporary = true
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create the data folder \(directory): \(error.localizedDescription)")
        }
        return RemoteFeedFolder(url: folderURL, directory: directory, isTemporary: isTemporary, http: http,
                                headers: headers, limits: options.limits(base: http.configuration.limits))
    }

    /// The URL of `relative` (a file name, or `Images/a b.png`) in the folder, each path component
    /// percent-encoded so a name from the feed cannot add a query or leave the path.
    func url(of relative: String) -> String {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;?#%"))
        let encoded = relative.split(separator: "/", omittingEmptySubsequences: false).map { component in
            String(component).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        }
        return url + encoded.joined(separator: "/")
    }

    /// The request for a file of the feed.
    func request(_ relative: String, content: FetchRequest.Content = .data) -> FetchRequest {
        FetchRequest(url: url(of: relative), accept: content == .image ? "image/*" : "application/json, */*",
                     headers: headers, content: content, limits: content == .image ? nil : limits)
    }

    /// Fetches the feed files `names` (all at once) and saves them; throws every failure in one message.
    func fetchFiles(_ names: [String]) throws {
        let outcomes = waitForAsync { [self] in
            await withTaskGroup(of: (String, Result<LoadedResponse, ImageLoadingError>).self) { group in
                for name in names { group.addTask { (name, await http.load(request(name))) } }
                var outcomes = [String: Result<LoadedResponse, ImageLoadingError>]()
                for await (name, outcome) in group { outcomes[name] = outcome }
                return outcomes
            }
        }
        var failures = [String]()
        for name in names {
            do {
                switch outcomes[name] {
                case .success(let response): try save(response, as: name)
                case .failure(let error): failures.append("\(url(of: name)): \(error)")
                case nil: failures.append("\(url(of: name)): not fetched")
                }
            } catch {
                failures.append("\(error)")
            }
        }
        guard failures.isEmpty else { throw CommandFailure(failures.joined(separator: "\n")) }
    }

    /// Fetches the images `names` draw at `scale` from `Images/`, each as the first candidate
    /// file the server has (a 404 or, with `--offline`, a file not in the cache moves on to the
    /// next). Returns a warning for each name that could not be fetched for another reason (it
    /// draws as a placeholder, as a missing file does).
    func fetchImages(named names: [String], scale: Int) -> [String] {
        var seen = Set<String>()
        let unique = names.filter { seen.insert($0).inserted }
        let directory = self.directory
        let results = waitForAsync { [self] in
            await withTaskGroup(of: (Int, String?).self) { group in
                for (index, name) in unique.enumerated() {
                    group.addTask { (index, await fetchImage(named: name, scale: scale, into: directory)) }
                }
                var warnings = [String?](repeating: nil, count: unique.count)
                for await (index, warning) in group { warnings[index] = warning }
                return warnings
            }
        }
        return results.compactMap { $0 }
    }

    /// The local images folder (after ``fetchImages(named:scale:)``).
    var imagesDirectory: String { (directory as NSString).appendingPathComponent("Images") }

    /// Removes the temporary folder (not a `--save-data` folder).
    func removeIfTemporary() {
        if isTemporary { try? FileManager.default.removeItem(atPath: directory) }
    }

    // MARK: Private

    private func fetchImage(named name: String, scale: Int, into directory: String) async -> String? {
        let candidates: [(relativePath: String, assetScale: Int)]
        do {
            candidates = try AssetCatalog.candidateFiles(named: name, scale: scale, directory: url + "Images/",
                                                         extensions: Self.imageExtensions)
        } catch {
            // Names that cannot be files are reported by the catalog when the item renders.
            return nil
        }
        for candidate in candidates {
            let relative = "Images/" + candidate.relativePath
            switch await http.load(request(relative, content: .image)) {
            case .success(let response):
                do {
                    try save(response, as: relative)
                    return nil
                } catch {
                    return "image \(MessageText.quoted(name)): \(error)"
                }
            case .failure(.httpStatus(_, let status)) where status == 404 || status == 410:
                continue
            case .failure(.notCached):
                continue
            case .failure(let error):
                return "image \(MessageText.quoted(name)): \(url(of: relative)): \(error)"
            }
        }
        return nil
    }

    /// Copies a fetched response into the folder as `relative` (checked to stay inside it).
    private func save(_ response: LoadedResponse, as relative: String) throws {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == ".." }) else {
            throw CommandFailure("\(MessageText.quoted(relative)) is not a file name inside the data folder")
        }
        let destination = (directory as NSString).appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try writeFileAtomically(try response.bytes(), to: destination)
        } catch {
            throw CommandFailure("cannot save \(url(of: relative)) as \(destination): \(error)")
        }
    }
}
