import XCTest
@testable import Lumenpix

final class ExportJobTests: XCTestCase {
    func testExportWritesSidecarAtomically() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let spy = FileWriteSpy(watching: dir)
        try ExportJob(destination: dir).writeSidecar(["rating": "4"], for: "IMG_2041")
        XCTAssertTrue(spy.sawTemporaryFileBeforeRename, "sidecar written in place, not via temp file + rename")
    }
}
