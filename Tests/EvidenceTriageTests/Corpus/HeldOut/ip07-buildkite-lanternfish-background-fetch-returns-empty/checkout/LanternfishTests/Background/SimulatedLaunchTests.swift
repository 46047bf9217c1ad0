import BackgroundTasks
import XCTest
@testable import Lanternfish
@testable import LanternfishCore

/// Asks BGTaskScheduler to launch the fetch task the way the debugger
/// command does, then waits for the inbox to update.
final class SimulatedLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "SimulatedLaunchTests/" + String(name.split(separator: " ").last!.dropLast()), 1)
    }

    func testSimulatedBackgroundFetchLaunchFetchesInbox() {
        let fetched = expectation(forNotification: .inboxDidFetch, object: nil)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: BackgroundFetchHandler.identifier)
        wait(for: [fetched], timeout: 30)
    }
}
