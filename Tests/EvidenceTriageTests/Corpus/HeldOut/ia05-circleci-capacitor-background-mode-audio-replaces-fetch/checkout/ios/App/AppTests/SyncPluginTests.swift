import BackgroundTasks
import XCTest
@testable import App

final class SyncPluginTests: XCTestCase {
    func testRegistersRefreshTaskAtLaunch() {
        XCTAssertEqual(HarbourDiagnostics.last(phase: .registration)?.outcome, .succeeded)
    }

    func testScheduleRefreshSubmitsRequest() {
        XCTAssertNoThrow(try SyncPlugin.submit(after: 30 * 60))
    }

    func testSimulatedLaunchDeliversSyncEvent() {
        let event = expectation(forNotification: .harbourSyncEmitted, object: nil)
        try? SyncPlugin.submit(after: 1)
        // Same private call as `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:...]`
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: SyncPlugin.taskIdentifier)
        wait(for: [event], timeout: 10)
    }
}
