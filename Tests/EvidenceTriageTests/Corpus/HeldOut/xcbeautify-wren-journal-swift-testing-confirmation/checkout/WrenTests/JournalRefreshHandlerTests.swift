import BackgroundTasks
import Testing
@testable import Wren

/// The BGAppRefreshTask is faked: these tests exercise the adapter that turns a
/// system launch into an upload and reports completion.
@Suite("Journal refresh handler")
struct JournalRefreshHandlerTests {
    @Test func completesTaskAfterUpload() async {
        let task = FakeRefreshTask(identifier: "app.wren.journal.refresh")
        let handler = JournalRefreshHandler(uploader: StubUploader(result: .success(3)))
        await confirmation("setTaskCompleted(success: true)") { completed in
            task.onComplete = { success in
                #expect(success)
                completed()
            }
            handler.handle(task)
        }
    }

    @Test func expirationCancelsUpload() async {
        let task = FakeRefreshTask(identifier: "app.wren.journal.refresh")
        let uploader = StubUploader(result: .success(3), delay: .seconds(2))
        let handler = JournalRefreshHandler(uploader: uploader)
        handler.handle(task)
        await confirmation("upload cancelled") { cancelled in
            uploader.onCancel = { cancelled() }
            task.expire()
        }
        #expect(task.completedSuccess == false)
    }

    @Test func schedulesNextRefreshOnLaunch() async throws {
        let scheduler = RecordingScheduler()
        let handler = JournalRefreshHandler(uploader: StubUploader(result: .success(0)), scheduler: scheduler)
        handler.handle(FakeRefreshTask(identifier: "app.wren.journal.refresh"))
        #expect(scheduler.submitted.map(\.identifier) == ["app.wren.journal.refresh"])
    }
}
