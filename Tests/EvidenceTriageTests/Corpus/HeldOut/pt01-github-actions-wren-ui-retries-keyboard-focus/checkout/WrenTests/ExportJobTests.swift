import XCTest
@testable import Wren

final class ExportJobTests: XCTestCase {
    func testExportWritesAllNotebooks() throws {
        let job = ExportJob(stagingDirectory: FileManager.default.temporaryDirectory)
        try job.start(notebooks: [Notebook(title: "A"), Notebook(title: "B")])
        XCTAssertTrue(FileManager.default.fileExists(atPath: job.stagingURL.path))
    }

    func testExportRemovesStagingFileOnCancel() throws {
        let job = ExportJob(stagingDirectory: FileManager.default.temporaryDirectory)
        try job.start(notebooks: [Notebook(title: "A")])
        job.cancel()
        XCTAssertFalse(FileManager.default.fileExists(atPath: job.stagingURL.path), "staging file left behind after cancel")
    }
}
