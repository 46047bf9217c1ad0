import BackgroundTasks
import XCTest
@testable import Fieldnote

final class BackgroundUploadTaskTests: XCTestCase {
    func testCompletesWithSuccessWhenQueueDrains() async {
        let task = FakeProcessingTask(identifier: "com.fieldnote.app.observation-upload")
        let uploader = StubObservationUploader(pending: 3)
        BackgroundUploadTask(task: task, scheduler: RecordingScheduler(), uploader: uploader).start()
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationCancelsUploadAndReschedules() async {
        let task = FakeProcessingTask(identifier: "com.fieldnote.app.observation-upload")
        let scheduler = RecordingScheduler()
        let uploader = StubObservationUploader(pending: 40, delayPerItem: 0.05)
        BackgroundUploadTask(task: task, scheduler: scheduler, uploader: uploader).start()

        try? await Task.sleep(nanoseconds: 200_000_000)
        task.simulateExpiration()
        await task.waitForCompletion()

        XCTAssertEqual(task.completedSuccess, false, "expired upload must not report success")
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.fieldnote.app.observation-upload"],
                       "remaining observations must be rescheduled")
    }
}
