import XCTest
@testable import Cinderpost

final class EventRefreshSchedulerTests: XCTestCase {
    func testScheduleRefreshSubmitsRequest() {
        XCTAssertNoThrow(try EventRefreshScheduler.shared.schedule())
    }

    func testRefreshFiresAfterSchedule() throws {
        let launched = expectation(description: "refresh-events launched")
        EventRefreshScheduler.shared.onLaunchForTesting = { launched.fulfill() }
        try? EventRefreshScheduler.shared.schedule(earliest: Date(timeIntervalSinceNow: 5))
        wait(for: [launched], timeout: 120)
    }
}
