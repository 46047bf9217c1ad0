import Testing
import BackgroundTasks
@testable import Tarn

@Suite("Export progress")
struct ExportProgressTests {
    @Test("Progress counts finished files")
    func progressCountsFinishedFiles() async throws {
        let task = FakeContinuedTask()
        let runner = ExportRunner(task: task, uploader: FakeUploader(failing: []))
        try await runner.run(ExportJob(albumID: "alb-2207", files: Fixtures.photos(count: 4)))
        #expect(task.progress.totalUnitCount == 4)
        #expect(task.progress.completedUnitCount == 4)
    }

    @Test("Expiration marks export failed and completes the task")
    func expirationCompletesTaskUnsuccessfully() async throws {
        let task = FakeContinuedTask()
        let runner = ExportRunner(task: task, uploader: FakeUploader(delayPerFile: .milliseconds(200)))
        async let run: Void = runner.run(ExportJob(albumID: "alb-2207", files: Fixtures.photos(count: 6)))
        try await Task.sleep(for: .milliseconds(250))
        task.expire()
        try? await run
        #expect(task.completedSuccess == false)
    }
}
