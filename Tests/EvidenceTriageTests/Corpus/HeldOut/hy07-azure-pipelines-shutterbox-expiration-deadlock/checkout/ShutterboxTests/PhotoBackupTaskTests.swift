import XCTest
@testable import Shutterbox

final class FakeProcessingTask: ProcessingTaskType {
    var expirationHandler: (() -> Void)?
    private(set) var completedWith: Bool?
    func setTaskCompleted(success: Bool) { completedWith = success }
    /// The system calls expiration handlers on the main thread.
    func expire() { expirationHandler?() }
}

final class PhotoBackupTaskTests: XCTestCase {

    func testCompletesAfterUpload() {
        let uploader = PhotoUploader.stub(uploading: 12)
        let fake = FakeProcessingTask()
        PhotoBackupTask(uploader: uploader).handle(fake)
        uploader.finishAll()
        XCTAssertEqual(fake.completedWith, true)
    }

    func testExpirationStopsUploadPromptly() {
        let uploader = PhotoUploader.stub(uploading: 40, holdUntilCancelled: true)
        let fake = FakeProcessingTask()
        PhotoBackupTask(uploader: uploader).handle(fake)

        let start = Date()
        fake.expire()
        XCTAssertEqual(fake.completedWith, false)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, "expiration must finish well inside the grace period")
    }
}
