import Testing
import BackgroundTasks
@testable import FinchBudget

@Suite struct RolloverLaunchTests {
    @Test func simulatedLaunchRunsRollover() async throws {
        let before = RolloverLog.shared.count
        DebugBGTask.simulateLaunch(identifier: "com.finchbudget.app.rollover")   // _simulateLaunchForTaskWithIdentifier:
        try await Task.sleep(for: .seconds(5))
        #expect(RolloverLog.shared.count == before + 1, "rollover handler did not run after simulated launch")
    }
}
