import XCTest
import BackgroundTasks
@testable import Tollgate

final class TollSyncTests: XCTestCase {
    func testNightlyUploadSubmitted() throws {
        try TollSync.shared.scheduleNightlyUpload()
        XCTAssertEqual(TollSync.shared.pendingRequest?.identifier, "com.tollgate.app.nightly-upload")
    }

    func testNightlyUploadRunsOvernight() throws {
        let uploaded = expectation(description: "nightly upload finished")
        TollSync.shared.onUploadFinished = { _ in uploaded.fulfill() }
        try TollSync.shared.scheduleNightlyUpload()
        wait(for: [uploaded], timeout: 600)
    }
}
