import XCTest
@testable import Saltmarsh

final class SightingSyncSchedulerTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testScheduleSubmitsAppRefreshRequest() {
        XCTAssertNoThrow(try SightingSyncScheduler.shared.schedule())
    }

    /// Schedules with a zero delay and waits for the system to hand us the task.
    func testSyncRunsAfterScheduling() {
        let launched = expectation(description: "sighting sync launched")
        SightingSyncScheduler.shared.onLaunch = { launched.fulfill() }
        try? SightingSyncScheduler.shared.schedule(earliest: 0)
        wait(for: [launched], timeout: 90)
    }
}
