import Testing
import BackgroundTasks
@testable import Ferrylane

/// Debug-only: asks BGTaskScheduler to launch the refresh task now (the LLDB
/// `_simulateLaunchForTaskWithIdentifier:` trick, called from the hosted test).
@MainActor
@Suite struct RefreshTaskSimulationTests {
    @Test func simulatedLaunchRunsRefreshHandler() async throws {
        let probe = RefreshProbe.shared
        probe.reset()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: "com.ferrylane.app.refresh")
        try await Task.sleep(for: .seconds(5))
        #expect(probe.handlerRuns == 1)
    }
}
