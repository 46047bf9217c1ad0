import XCTest
import TSBackgroundFetch
@testable import Quay

final class FerrySyncSchedulerTests: XCTestCase {
    func testScheduleSailingSyncTask() {
        let scheduled = expectation(description: "sailing sync task scheduled")
        FerrySyncScheduler.shared.scheduleSailingSync(delayMinutes: 30) { error in
            XCTAssertNil(error, "scheduleTask failed: \(String(describing: error))")
            scheduled.fulfill()
        }
        wait(for: [scheduled], timeout: 5)
    }
}
