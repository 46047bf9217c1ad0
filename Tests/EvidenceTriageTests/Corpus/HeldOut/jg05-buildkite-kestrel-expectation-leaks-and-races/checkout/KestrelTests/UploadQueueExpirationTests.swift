import XCTest
@testable import Kestrel

/// Drives the upload-queue job through FakeTaskScheduler; the OS scheduler is never involved.
final class UploadQueueExpirationTests: XCTestCase {
    func testExpirationCancelsInFlightUpload() {
        let scheduler = FakeTaskScheduler()
        let uploads = RecordingUploadSession()
        UploadQueueJob.register(on: scheduler, session: uploads)

        let cancelled = expectation(description: "in-flight upload cancelled")
        uploads.onCancel = { cancelled.fulfill() }

        scheduler.launch(identifier: UploadQueueJob.identifier)
        uploads.waitUntilUploading()
        scheduler.expire(identifier: UploadQueueJob.identifier)

        wait(for: [cancelled], timeout: 5)
        XCTAssertEqual(scheduler.completion(for: UploadQueueJob.identifier), .failure)
    }
}
