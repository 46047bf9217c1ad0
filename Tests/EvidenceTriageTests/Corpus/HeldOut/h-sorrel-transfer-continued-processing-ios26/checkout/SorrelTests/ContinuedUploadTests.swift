import Testing
import BackgroundTasks
@testable import Sorrel

@Suite("Continued uploads", .serialized)
struct ContinuedUploadTests {
    let uploader = ContinuedUploader(session: .stubbed(fileCount: 4))

    @Test("Request uses the transfer's wildcard identifier")
    func requestIdentifier() throws {
        let request = uploader.makeRequest(transferID: "T-42")
        #expect(request.identifier == "ch.sorrel.transfer.upload.T-42")
    }

    @Test("Continued task starts right after submit")
    func continuedTaskStartsRightAfterSubmit() async throws {
        let request = uploader.makeRequest(transferID: "T-43")
        request.strategy = .queue
        try BGTaskScheduler.shared.submit(request)
        let launched = await uploader.waitForLaunch(of: request.identifier, timeout: .seconds(5))
        #expect(launched == true)
    }

    @Test("Progress reaches the total before the task completes")
    func progressReachesTotalBeforeCompletion() async throws {
        let task = FakeContinuedTask(identifier: "ch.sorrel.transfer.upload.T-44")
        await uploader.handle(task)
        #expect(task.progress.completedUnitCount == task.progress.totalUnitCount)
        #expect(task.completedSuccessfully == true)
    }
}
