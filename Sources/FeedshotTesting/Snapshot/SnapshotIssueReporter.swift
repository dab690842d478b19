import Testing
import XCTest

/// Reports a snapshot failure to whichever test framework is running the caller: Swift Testing
/// when there is a current `Test` (an `Issue` at the caller's source location), XCTest otherwise
/// (`XCTFail` at the caller's file and line).
enum SnapshotIssueReporter {
    static func record(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
