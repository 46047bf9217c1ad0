import Testing
@testable import Cadence

@Suite struct HeadlessRelaunchTests {
    @Test func taskResolvesAfterContextTeardown() async throws {
        var context: WorkerContext? = WorkerContext(headless: true)
        let completion = AsyncCompletion(context: context!, queue: .main)
        let job = RideUploadJob(completion: completion)
        job.start(rides: RideFixtures.pending(count: 3))
        context = nil
        try await Task.sleep(for: .milliseconds(200))
        #expect(job.state == .finished)
    }
}
