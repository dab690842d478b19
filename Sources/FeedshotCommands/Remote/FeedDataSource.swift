import ArgumentParser
import Feeds
import Foundation
import ImageLoading

/// Where a rendering command's feed is read from: `--data` as a local folder (or file), a folder
/// (or file) by URL fetched into a local one, or the embedded feed.
struct FeedDataSource {
    /// The local folder the feed files are read from.
    let directory: String
    /// How messages name the folder: its URL for a fetched feed, else nil (the path).
    let displayDirectory: String?
    /// The fetched folder, for images and clean-up.
    let remote: RemoteFeedFolder?

    /// The images folder: the fetched folder's `Images/`, else `Images/`, `images/` or the folder itself.
    var imagesDirectory: String {
        remote?.imagesDirectory ?? FeedLocation.imagesDirectory(forDataDirectory: directory)
    }

    /// The feed's location for the summary line: the URL or the path.
    var description: String { displayDirectory ?? directory }

    /// `file` in the folder, for reading.
    func path(_ file: String) -> String { (directory as NSString).appendingPathComponent(file) }

    /// How messages name `file` in the folder.
    func displayName(_ file: String) -> String { displayDirectory.map { FeedLocation.join($0, file) } ?? path(file) }

    /// Opens `data` (nil: the embedded feed). A URL is fetched through `http`: the `files` of the
    /// feed are saved into `--save-data DIR` or a temporary folder before anything is read.
    static func open(_ data: String?, files: [String], remoteOptions: RemoteDataOptions,
                     http: @autoclosure () -> HTTPLoader) throws -> FeedDataSource {
        guard let data, RemoteFeedFolder.isURL(data) else {
            if remoteOptions.isUsed {
                throw ValidationError("--header, --header-env and --save-data apply to a feed by URL (--data https://…) or an --endpoint")
            }
            return FeedDataSource(directory: try data ?? FeedLocation.embeddedFeedDirectory(), displayDirectory: nil, remote: nil)
        }
        let folder = try RemoteFeedFolder.open(url: data, options: remoteOptions, http: http())
        do {
            try folder.fetchFiles(files)
            try FileManager.default.createDirectory(atPath: folder.imagesDirectory, withIntermediateDirectories: true)
        } catch {
            folder.removeIfTemporary()
            throw error
        }
        return FeedDataSource(directory: folder.directory, displayDirectory: folder.url, remote: folder)
    }

    /// Fetches the images `names` draw (a fetched feed only) and prints why any failed.
    func fetchImages(named names: [String], scale: Int, console: Console) {
        guard let remote else { return }
        for warning in remote.fetchImages(named: names, scale: scale) { console.error("warning: \(warning)") }
    }

    /// Removes a temporary folder of fetched files.
    func removeIfTemporary() { remote?.removeIfTemporary() }
}
