import Testing
import BackgroundTasks
@testable import Tidemark

struct SimulatedLaunchTests {
    /// Drives the real BGTaskScheduler: asks it to launch the alert task now.
    @Test func tideAlertHandlerRunsOnSimulatedLaunch() async throws {
        await confirmation("alert handler ran") { ran in
            AppBackgroundTasks.onAlertForTesting = { ran() }
            BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                           with: "com.tidemark.tides.alert")
            try? await Task.sleep(for: .seconds(5))
        }
        // (nothing submitted the request first: the app submits it only when alerts are enabled,
        // and this test never enables them)
    }
}
