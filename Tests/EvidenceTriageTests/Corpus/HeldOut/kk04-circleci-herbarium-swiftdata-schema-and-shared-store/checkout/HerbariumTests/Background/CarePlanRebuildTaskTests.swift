import BackgroundTasks
import Testing
@testable import Herbarium

@Suite struct CarePlanRebuildTaskTests {
    /// Submits the nightly care-plan rebuild and waits for the OS to run it.
    @Test(.timeLimit(.minutes(1)))
    func nightlyCarePlanRebuildRuns() async throws {
        TestIdentity.set("CarePlanRebuildTaskTests/nightlyCarePlanRebuildRuns")
        await confirmation("care plan rebuilt") { rebuilt in
            CarePlanRebuild.shared.onFinish = { _ in rebuilt() }
            CarePlanRebuild.shared.schedule(earliest: .now.addingTimeInterval(1))
            while CarePlanRebuild.shared.lastRun == nil {
                try? await Task.sleep(for: .seconds(5))
            }
        }
    }
}
