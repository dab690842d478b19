import Foundation
import Testing
@testable import ImageCodecs

/// `writeFileAtomically`: replaces files whole, leaves no temporary files, reports failures.
@Suite struct AtomicFileWriteTests {
    @Test func writesAndReplacesWithoutLeavingTemporaryFiles() throws {
        let folder = try TestFiles.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.png"
        try writeFileAtomically([1, 2, 3], to: path)
        #expect(try TestFiles.read(path) == [1, 2, 3])
        try writeFileAtomically([4, 5], to: path, synchronize: true)
        #expect(try TestFiles.read(path) == [4, 5])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.png"])
    }

    @Test func missingFolderIsReportedWithThePath() {
        let path = "/nonexistent-feedshot-folder/out.png"
        #expect {
            try writeFileAtomically([1], to: path)
        } throws: { error in
            guard let error = error as? FileWriteError, case .cannotCreate(let failed, _) = error else { return false }
            return failed == path && error.description.contains(path)
        }
    }

    @Test func folderInTheWayIsReportedAndTheTemporaryFileRemoved() throws {
        let folder = try TestFiles.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect {
            try writeFileAtomically([1], to: path)
        } throws: { error in
            guard let error = error as? FileWriteError, case .cannotReplace = error else { return false }
            return true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken"])
    }
}
