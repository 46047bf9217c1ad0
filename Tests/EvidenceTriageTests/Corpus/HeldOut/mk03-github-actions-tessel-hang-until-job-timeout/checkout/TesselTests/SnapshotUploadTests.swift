import XCTest
@testable import Tessel

final class SnapshotUploadTests: XCTestCase {
    func testUploadFinishesInBackground() {
        let session = URLSession(configuration: .stubbed(responses: [.ok(json: #"{"id":"u1"}"#)]))
        let uploader = SnapshotUploader(session: session)
        let done = expectation(description: "upload finished")
        uploader.upload(.fixture) { result in
            XCTAssertNotNil(try? result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }
}
