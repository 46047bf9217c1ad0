import XCTest
import BackgroundTasks
@testable import Quayside

/// End-to-end check that the berth sync actually runs once the app is in the background.
final class BerthSyncSchedulingTests: XCTestCase {
    func testBerthSyncIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BerthSyncScheduler.identifier))
    }

    func testBerthSyncRunsWithinTwoMinutes() {
        let launched = expectation(description: "berth sync launched by the system")
        BerthSyncScheduler.onLaunchForTesting = { launched.fulfill() }
        BerthSyncScheduler.schedule(earliest: Date(timeIntervalSinceNow: 60))

        // The system should pick the request up shortly after earliestBeginDate.
        wait(for: [launched], timeout: 120)
    }
}
