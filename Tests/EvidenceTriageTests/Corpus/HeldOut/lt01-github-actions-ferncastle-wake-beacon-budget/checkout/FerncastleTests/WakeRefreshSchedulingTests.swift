import XCTest
import BackgroundTasks
@testable import Ferncastle

/// Runs against the real BGTaskScheduler in the test host.
final class WakeRefreshSchedulingTests: XCTestCase {
    func testSubmitBuildsRefreshRequestForPermittedIdentifier() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted?.contains(WakeRefresh.identifier), true)
    }

    func testSystemDeliversWakeRefreshWithinTwoMinutes() {
        let launched = expectation(description: "system launched wake refresh")
        let token = NotificationCenter.default.addObserver(forName: .wakeRefreshDidRun, object: nil, queue: .main) { _ in
            launched.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        WakeRefreshScheduler.shared.schedule(earliestIn: 1)
        wait(for: [launched], timeout: 120)
    }
}
