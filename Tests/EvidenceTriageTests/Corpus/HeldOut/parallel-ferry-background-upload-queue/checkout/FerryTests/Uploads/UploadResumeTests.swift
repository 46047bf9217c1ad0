import XCTest
@testable import Ferry

final class UploadResumeTests: XCTestCase {
    private let queue = UploadQueue(identifier: "com.ferrymail.ios.uploads")

    func testUploadCompletesAfterAppTerminated() throws {
        let finished = expectation(description: "attachment upload finished after relaunch")
        queue.onFinish = { _, error in XCTAssertNil(error); finished.fulfill() }
        try queue.enqueue(fileURL: Fixtures.url("attachment-24mb.bin"))
        TestHost.simulateUserTermination()   // kill the host app mid-upload, then relaunch
        TestHost.relaunch()
        wait(for: [finished], timeout: 300)
    }
}
