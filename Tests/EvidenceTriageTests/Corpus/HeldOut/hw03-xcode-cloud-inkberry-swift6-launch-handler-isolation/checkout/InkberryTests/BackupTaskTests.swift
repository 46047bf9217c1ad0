import XCTest
@testable import Inkberry

final class BackupTaskTests: XCTestCase {
    func testBackupHandlerUploadsSnapshot() async throws {
        let scheduler = ImmediateTaskScheduler()
        let uploader = RecordingBackupUploader()
        BackupJob.shared.uploader = uploader
        await AppDelegate().registerBackgroundTasks(on: scheduler)

        let task = FakeProcessingTask(identifier: TaskID.iCloudBackup)
        scheduler.launch(TaskID.iCloudBackup, with: task)

        await fulfillment(of: [task.completed], timeout: 10)
        XCTAssertEqual(uploader.uploadedSnapshots.count, 1)
    }
}
