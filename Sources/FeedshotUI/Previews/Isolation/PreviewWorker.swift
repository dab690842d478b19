import Foundation

/// One unit of preview work: the declaration at index `declaration` of the run's
/// ``PreviewDeclaration`` list, from its preview `first` on (after a trap, the rest of a
/// provider's previews go on without the one that trapped).
package struct PreviewWorkItem: Codable, Sendable, Hashable {
    package var declaration: Int
    package var first: Int

    package init(declaration: Int, first: Int = 0) {
        self.declaration = declaration
        self.first = first
    }
}

/// What a worker reports about its progress, one JSON object per line of its events file,
/// written with one `write` each so that a line is complete when the worker dies after it.
package struct PreviewWorkerEvent: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable {
        /// The worker started and read its request.
        case ready
        /// A declaration made its previews (`count` of them).
        case expanded
        /// A declaration could not make its previews (`payload`: the error).
        case failedToExpand
        /// A preview started (`name`: its snapshot name).
        case started
        /// A preview finished (`payload`: the consumer's result).
        case finished
    }

    package var kind: Kind
    package var declaration: Int = -1
    package var preview: Int = -1
    package var count: Int?
    package var name: String?
    package var payload: String?

    package init(kind: Kind, declaration: Int = -1, preview: Int = -1, count: Int? = nil, name: String? = nil,
                 payload: String? = nil) {
        self.kind = kind
        self.declaration = declaration
        self.preview = preview
        self.count = count
        self.name = name
        self.payload = payload
    }
}

/// What a worker process is asked to do: the call it belongs to, the work, where to report.
package struct PreviewWorkerRequest: Codable, Sendable {
    /// Identifies the call that asked (a worker re-running the same program ignores the others).
    package var callSite: String
    package var items: [PreviewWorkItem]
    /// The file the worker appends its events to.
    package var eventsPath: String

    /// The environment variable that holds the path of the request file in a worker process.
    package static let environmentVariable = "FEEDSHOT_PREVIEW_WORKER"

    package init(callSite: String, items: [PreviewWorkItem], eventsPath: String) {
        self.callSite = callSite
        self.items = items
        self.eventsPath = eventsPath
    }

    /// The request this process was started with, if it is a worker.
    package static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> PreviewWorkerRequest? {
        guard let path = environment[environmentVariable], !path.isEmpty,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(PreviewWorkerRequest.self, from: data)
    }
}

/// Runs previews one after another and reports each step: the loop a worker process runs, and
/// the one an in-process run uses.
package enum PreviewWorker {
    /// Works through `items` of `declarations`, calling `handle` for each preview (it renders
    /// and compares or writes, and returns a result to report) and `report` for each event.
    package static func run(_ items: [PreviewWorkItem], of declarations: [PreviewDeclaration],
                            report: (PreviewWorkerEvent) -> Void, handle: (Preview) -> String) {
        report(PreviewWorkerEvent(kind: .ready))
        for item in items {
            guard declarations.indices.contains(item.declaration) else { continue }
            let previews: [Preview]
            do {
                previews = try declarations[item.declaration].makePreviews()
            } catch {
                report(PreviewWorkerEvent(kind: .failedToExpand, declaration: item.declaration, payload: "\(error)"))
                continue
            }
            report(PreviewWorkerEvent(kind: .expanded, declaration: item.declaration, count: previews.count))
            for index in previews.indices where index >= item.first {
                report(PreviewWorkerEvent(kind: .started, declaration: item.declaration, preview: index,
                                          name: previews[index].snapshotName))
                let payload = handle(previews[index])
                report(PreviewWorkerEvent(kind: .finished, declaration: item.declaration, preview: index,
                                          name: previews[index].snapshotName, payload: payload))
            }
        }
    }

    /// Runs a worker process's request, appending each event to the request's events file as
    /// one line written at once (so that a trap loses nothing written before it).
    package static func run(_ request: PreviewWorkerRequest, of declarations: [PreviewDeclaration],
                            handle: (Preview) -> String) throws {
        let descriptor = open(request.eventsPath, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            throw PreviewRunError.cannotWrite(path: request.eventsPath, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        run(request.items, of: declarations, report: { event in
            guard var line = try? encoder.encode(event) else { return }
            line.append(0x0A)
            line.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
        }, handle: handle)
    }
}

/// Why running previews in worker processes failed as a whole (one preview's failure is a
/// ``PreviewRunFailure`` instead).
package enum PreviewRunError: Error, CustomStringConvertible, Sendable {
    case cannotWrite(path: String, reason: String)
    case cannotLaunch(executable: String, reason: String)

    package var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotLaunch(let executable, let reason): "cannot start \(executable): \(reason)"
        }
    }
}
