import Digests
import ArgumentParser
import Foundation
import ImageCodecs

/// The array-job side of one batch run: picks this shard's jobs, skips the ones whose outputs are
/// up to date (`--skip-unchanged`), records each written output, and writes the manifest.
///
/// While the batch runs, every finished item is appended to a journal beside the manifest
/// (`FILE.jsonl.partial`); the manifest itself is written atomically at the end and the journal
/// removed. An interrupted run leaves the journal, and re-running the same command with
/// `--skip-unchanged` reads it and renders only what is missing.
final class BatchSession: BatchObserver, Sendable {
    let shard: Shard
    let manifestPath: String?
    let skipUnchanged: Bool
    let outputDirectory: String
    let compression: PNGCompression
    private let console: Console
    private let fingerprinter = Fingerprinter()
    private let state = Locked(State())

    private struct State {
        var entries: [String: ManifestEntry] = [:]
        var fingerprints: [String: String] = [:]
        var batchItems = 0
        var batchDigest = ""
        var journal: FileHandle?
    }

    /// The journal beside a manifest.
    static func journalPath(forManifest path: String) -> String { path + ".partial" }

    /// Resolves the shard (printing the error and exiting with 1 when it cannot).
    init(_ options: BatchOptions?, outputDirectory: String, compression: PNGCompression, console: Console) throws {
        do {
            shard = try options?.resolvedShard() ?? .all
        } catch {
            console.error("error: \(error)")
            throw ExitCode(1)
        }
        manifestPath = options?.manifest
        skipUnchanged = options?.skipUnchanged ?? false
        self.outputDirectory = outputDirectory
        self.compression = compression
        self.console = console
    }

    /// Whether outputs are recorded (a manifest was asked for).
    var observer: (any BatchObserver)? { manifestPath == nil ? nil : self }

    /// This shard's jobs that need rendering; opens the journal.
    func plan(_ jobs: [RenderJob]) throws -> [RenderJob] {
        let inShard = jobs.filter { shard.contains(id: $0.itemID) }
        if shard.count > 1 {
            console.info("shard \(shard): \(inShard.count) of \(jobs.count) item\(jobs.count == 1 ? "" : "s")")
        }
        guard let manifestPath else { return inShard }

        let previous = skipUnchanged ? try previousEntries(manifestPath) : [:]
        let digest = Manifest.batchDigest(of: jobs.map { ($0.itemID, $0.outputName) })
        var fingerprints: [String: String] = [:]
        var carried: [ManifestEntry] = []
        var render: [RenderJob] = []
        for job in inShard {
            let fingerprint = job.identity.map { fingerprinter.fingerprint(of: $0, compression: compression) } ?? ""
            fingerprints[job.outputName] = fingerprint
            if var entry = previous[job.outputName], !fingerprint.isEmpty, entry.fingerprint == fingerprint,
               outputExists(job.outputName, size: entry.size) {
                entry.shard = shard.description
                entry.batchItems = jobs.count
                entry.batchDigest = digest
                carried.append(entry)
            } else {
                render.append(job)
            }
        }
        if skipUnchanged {
            console.info("skipping \(carried.count) unchanged item\(carried.count == 1 ? "" : "s"), rendering \(render.count)")
        }
        let journal = try openJournal(Self.journalPath(forManifest: manifestPath))
        state.withLock { state in
            state.fingerprints = fingerprints
            state.batchItems = jobs.count
            state.batchDigest = digest
            state.journal = journal
            for entry in carried { state.entries[entry.output] = entry }
        }
        for entry in carried { appendToJournal(entry) }
        return render
    }

    func batchWrote(_ job: RenderJob, png: [UInt8], renderSeconds: Double, warnings: [String]) {
        let digest = SHA256.hexDigest(png)
        let entry = state.withLock { state in
            ManifestEntry(id: job.itemID, output: job.outputName, sha256: digest, size: png.count,
                          renderSeconds: (renderSeconds * 10_000).rounded() / 10_000, warnings: warnings,
                          fingerprint: state.fingerprints[job.outputName] ?? "", shard: shard.description,
                          batchItems: state.batchItems, batchDigest: state.batchDigest)
        }
        state.withLock { $0.entries[entry.output] = entry }
        appendToJournal(entry)
    }

    /// Writes the manifest (items that failed are left out) and removes the journal.
    func finish() throws {
        guard let manifestPath else { return }
        let entries = state.withLock { state in
            try? state.journal?.close()
            state.journal = nil
            return Array(state.entries.values)
        }
        do {
            try Manifest.write(entries, to: manifestPath)
        } catch {
            console.error("error: \(error)")
            throw ExitCode(1)
        }
        try? FileManager.default.removeItem(atPath: Self.journalPath(forManifest: manifestPath))
    }

    /// The last run's entries by output: the manifest, then the journal of an interrupted run.
    private func previousEntries(_ manifestPath: String) throws -> [String: ManifestEntry] {
        var entries: [String: ManifestEntry] = [:]
        do {
            if FileManager.default.fileExists(atPath: manifestPath) {
                for entry in try Manifest.read(manifestPath) { entries[entry.output] = entry }
            }
            let journal = Self.journalPath(forManifest: manifestPath)
            if FileManager.default.fileExists(atPath: journal) {
                for entry in try Manifest.read(journal, tolerant: true) { entries[entry.output] = entry }
            }
        } catch {
            console.error("error: \(error) (delete it to render everything)")
            throw ExitCode(1)
        }
        return entries
    }

    private func outputExists(_ name: String, size: Int) -> Bool {
        let path = (outputDirectory as NSString).appendingPathComponent(name)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let fileSize = attributes[.size] as? NSNumber else { return false }
        return fileSize.intValue == size
    }

    private func openJournal(_ path: String) throws -> FileHandle {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            console.error("error: cannot write the manifest journal \(path)")
            throw ExitCode(1)
        }
        return handle
    }

    private func appendToJournal(_ entry: ManifestEntry) {
        let line = Data((Manifest.line(entry) + "\n").utf8)
        // A journal line that cannot be written only costs a re-render after an interruption.
        state.withLock { state in try? state.journal?.write(contentsOf: line) }
    }
}

extension RenderJob {
    /// The id shards and manifests use: the item's id, or the output name for jobs without one.
    var itemID: String { identity?.id ?? outputName }
}
