import Foundation
import Testing
import XCTest

/// Reports a snapshot failure to whichever test framework is running the caller: Swift Testing
/// when there is a current `Test` (an `Issue` at the caller's source location, with the images
/// attached, which `swift test --attachments-path DIR` saves), XCTest otherwise (`XCTFail` at the
/// caller's file and line).
enum SnapshotIssueReporter {
    static func record(_ message: String, attaching files: [String], fileID: String, filePath: StaticString,
                       line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                // Name attachments after their folder too: every snapshot has a `diff.png`.
                let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let name = (file as NSString).lastPathComponent
                Attachment.record([UInt8](data), named: folder.isEmpty ? name : "\(folder).\(name)",
                                  sourceLocation: location)
            }
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
