import XCTest
@testable import Runner

final class BackupTaskHandlerTests: XCTestCase {
    func testUploadSuccessCompletesTask() {
        let task = FakeProcessingTask()
        BackupTaskHandler(uploader: ImmediateUploader(.success(()))).handle(task, export: .fixtureExport)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationReportsFailure() {
        let task = FakeProcessingTask()
        let uploader = HangingUploader()
        BackupTaskHandler(uploader: uploader).handle(task, export: .fixtureExport)
        task.expire()
        XCTAssertTrue(uploader.cancelled)
        XCTAssertEqual(task.completedSuccess, false, "expired backup reported success")
    }
}
