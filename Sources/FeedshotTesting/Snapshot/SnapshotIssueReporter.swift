import Foundation
import Testing
import XCTest

/// Reports a snapshot failure to whichever test framework is running the caller.
///
/// - Inside a Swift Testing test (`Test.current` is set): an `Issue` at the caller's source
///   location, with the images attached (`swift test --attachments-path DIR` saves them).
/// - Otherwise: `XCTFail` at the caller's file and line, **and** an `Issue`. `Test.current` is
///   task-local, so code in a detached task of a Swift Testing test has none; there `XCTFail` is
///   silently dropped, while `Issue.record` still fails the run (as an issue of an unknown test).
///   Under XCTest it is the other way round: `XCTFail` fails the running test case, from any task,
///   and `Issue.record` is dropped. Reporting through both never loses a failure and never
///   reports one twice (checked with Swift 6.3 on Linux).
enum SnapshotIssueReporter {
    static func record(_ message: String, attaching files: [String], fileID: String, filePath: StaticString,
                       line: UInt, column: UInt) {
        let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        guard Test.current != nil else {
            XCTFail(message, file: filePath, line: line)
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            // Name attachments after their folder too: every snapshot has a `diff.png`.
            let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let name = (file as NSString).lastPathComponent
            Attachment.record([UInt8](data), named: folder.isEmpty ? name : "\(folder).\(name)", sourceLocation: location)
        }
    }
}
