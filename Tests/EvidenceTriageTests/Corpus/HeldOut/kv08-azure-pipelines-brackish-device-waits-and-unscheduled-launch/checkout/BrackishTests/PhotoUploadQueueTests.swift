import XCTest
@testable import Brackish

final class PhotoUploadQueueTests: XCTestCase {
    func testCompletionBlockRunsOnce() {
        let queue = PhotoUploadQueue(uploader: StubUploader(result: .success(())))
        let done = expectation(description: "upload operation finished")
        var completions = 0
        queue.enqueue(.fixture("fern.heic")) {
            completions += 1
            done.fulfill()
        }
        waitForExpectations(timeout: 5)
        XCTAssertEqual(completions, 1)
    }
}
