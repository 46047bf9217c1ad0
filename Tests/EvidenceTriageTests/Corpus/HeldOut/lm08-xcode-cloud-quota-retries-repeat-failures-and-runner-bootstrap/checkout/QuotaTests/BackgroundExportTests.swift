import XCTest
@testable import Quota

final class BackgroundExportTests: XCTestCase {
    func testExpirationRemovesTempFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-test")
        let job = ExportJob(workDir: dir)
        job.start(); job.expire()
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("partial.csv").path))
    }
}
