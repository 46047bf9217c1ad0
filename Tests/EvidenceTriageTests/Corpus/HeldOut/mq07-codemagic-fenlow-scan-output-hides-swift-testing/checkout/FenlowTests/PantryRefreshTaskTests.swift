import Testing
import BackgroundTasks
@testable import Fenlow

@Suite(.serialized) struct PantryRefreshTaskTests {
    @Test func simulatedLaunchRunsRefresh() async throws {
        // Registration happens in AppDelegate; no request is submitted before the simulated launch.
        let launched = await PantryRefresh.shared.simulateLaunchForTesting(identifier: "com.fenlow.pantry.refresh")
        #expect(launched)
    }
}
