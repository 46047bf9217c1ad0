import Testing
@testable import Quokka

struct StepSyncTests {
    @Test func uploadsPendingSteps() async {
        let api = FakeStepAPI()
        let sync = StepSync(api: api, store: .inMemory(pending: 3))
        Task {
            await sync.flush()
            #expect(api.uploadedBatches == 1)
        }
        // missing: await the task before the test returns
    }
}
