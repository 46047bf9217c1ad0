import Testing
import BackgroundTasks
@testable import Quokka

@Suite("Continued export (device)", .serialized)
struct ContinuedExportTests {
    let harness = ExportDeviceHarness()

    @Test("Export request uses the queue strategy")
    func requestStrategy() throws {
        let request = ContinuedExportScheduler.makeRequest(project: .fixture)
        #expect(request.strategy == .queue)
    }

    @Test("A 40-clip export survives backgrounding")
    func exportSurvivesBackgrounding() async throws {
        let run = try await harness.startExport(project: .fixture40Clips)
        await harness.sendAppToBackground()
        let outcome = try await run.outcome(timeout: .seconds(900))
        #expect(outcome == .completed)
    }

    @Test("Failed export is retried from the background")
    func retryResubmitsFromBackground() async throws {
        let run = try await harness.startExport(project: .fixtureSmall)
        await harness.sendAppToBackground()
        await harness.toggleAirplaneMode(on: true, for: .seconds(40))
        let retry = try await run.retryAfterFailure()
        #expect(retry.submitted)
    }
}
