import BackgroundTasks
import Foundation
import Testing
@testable import TansyKit

/// Hosted in Tansy.app, which registers com.tansy.habits.sync at launch.
@Suite(.serialized) struct HabitSyncRefreshTests {
    init() {
        setenv("EVIDENCE_TEST_ID", "HabitSyncRefreshTests/simulatedLaunchRunsSync()", 1)
    }

    @Test func identifierMatchesPlist() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        #expect(permitted?.contains(HabitSyncRefresh.identifier) == true)
    }

    @Test func simulatedLaunchRunsSync() async throws {
        let finished = NotificationCenter.default.notifications(named: .habitSyncDidFinish)

        // Same private hook Xcode's debugger uses for
        // e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"..."]
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: HabitSyncRefresh.identifier)

        let ran = await firstValue(of: finished, within: .seconds(30)) != nil
        #expect(ran, "sync did not finish after the simulated launch")
    }
}
