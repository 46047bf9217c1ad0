import XCTest
@testable import Ashgrove

final class BackupUploadTests: XCTestCase {

    /// Uploads three fixture photos to the local mock server through the real background session.
    func testBackgroundUploadFinishesWithinOneMinute() throws {
        let uploader = BackupUploader()
        let finished = expectation(description: "3 background uploads complete")
        finished.expectedFulfillmentCount = 3
        uploader.onTaskCompleted = { _, error in
            XCTAssertNil(error)
            finished.fulfill()
        }

        uploader.enqueue(Fixtures.photos(count: 3), to: URL(string: "http://127.0.0.1:8787/upload")!)

        wait(for: [finished], timeout: 60)
    }
}
