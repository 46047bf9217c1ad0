import XCTest
@testable import Parcelwise

final class LabelUploadCoordinatorTests: XCTestCase {
    func testFinishedUploadEndsBackgroundTask() {
        let tasks = FakeBackgroundTasks()
        let uploader = StubUploader(completesImmediately: true)
        LabelUploadCoordinator(runner: tasks, uploader: uploader).upload(LabelScan.fixtures(3))
        XCTAssertEqual(tasks.ended, ["LabelUpload"])
    }

    func testExpirationEndsBackgroundTaskAndCancelsUpload() {
        let tasks = FakeBackgroundTasks()
        let uploader = StubUploader(completesImmediately: false)
        let coordinator = LabelUploadCoordinator(runner: tasks, uploader: uploader)
        coordinator.upload(LabelScan.fixtures(12))

        tasks.expireAll()

        XCTAssertEqual(tasks.ended, ["LabelUpload"], "expired background task was never ended")
        XCTAssertTrue(uploader.didCancel, "upload should be cancelled and re-queued on expiration")
    }
}
