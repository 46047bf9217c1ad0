import XCTest
@testable import Fernhollow

final class UploadQueueSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testNoPendingUploadsSubmitsNothing() {
        let scheduler = UploadQueueScheduler(queue: UploadQueue(inMemory: []), recorder: AppDelegate.recorder)
        scheduler.schedulePendingUploads()
    }

    func testPendingUploadSubmitsProcessingRequest() {
        let upload = PendingUpload.fixture(id: UUID(uuidString: "7C1F3A2E-5B90-4D46-8E21-A9C0D7B36F15")!)
        let scheduler = UploadQueueScheduler(queue: UploadQueue(inMemory: [upload]), recorder: AppDelegate.recorder)

        scheduler.schedulePendingUploads()

        XCTAssertEqual(AppDelegate.recorder.lastPhase(for: UploadQueueScheduler.uploadTaskIdentifier), .submission)
    }
}
