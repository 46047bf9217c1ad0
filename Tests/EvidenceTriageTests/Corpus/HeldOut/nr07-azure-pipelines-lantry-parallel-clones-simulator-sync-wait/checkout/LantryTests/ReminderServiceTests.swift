import XCTest
@testable import Lantry

final class ReminderServiceTests: XCTestCase {
    func testReminderScheduledAfterClockOut() {
        let scheduled = expectation(description: "reminder stored")
        let service = ReminderService(queue: .global(qos: .background))
        service.onStored = { scheduled.fulfill() }
        service.clockedOut(at: .fixture("2026-08-13T17:30:00Z"))
        wait(for: [scheduled], timeout: 1)
    }
}
