import Testing
import Shared
@testable import Fernhollow

/// The BGProcessingTask handler wraps the Kotlin `SurveyUploadJob` (shared module).
/// FakeProcessingTask stands in for BGProcessingTask so expiration can be fired on demand.
@Suite("SurveyUploadTask")
struct SurveyUploadTaskTests {
    @Test func completesWithSuccessWhenAllBatchesUpload() async throws {
        let job = FakeUploadJob(batches: 4, perBatch: .milliseconds(50))
        let task = FakeProcessingTask(identifier: "org.fernhollow.survey.upload")
        let handler = SurveyUploadTaskHandler(jobFactory: { job })

        await handler.handle(task)

        #expect(task.completedSuccess == true)
        #expect(job.batchesUploaded == 4)
    }

    @Test func expirationCancelsInFlightBatches() async throws {
        let job = FakeUploadJob(batches: 6, perBatch: .milliseconds(300))
        let task = FakeProcessingTask(identifier: "org.fernhollow.survey.upload")
        let handler = SurveyUploadTaskHandler(jobFactory: { job })

        let running = Task { await handler.handle(task) }
        try await Task.sleep(for: .milliseconds(450))   // second batch in flight
        task.fireExpiration()
        await running.value

        #expect(task.completedSuccess == false)
        #expect(job.batchesStartedAfterExpiry == 0, "no batch may start after the BGProcessingTask expired")
    }
}
