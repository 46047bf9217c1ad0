import XCTest
@testable import Avocet

final class ReminderRefreshTests: XCTestCase {
    func testRefreshRequestAccepted() {
        XCTAssertNoThrow(try ReminderRefresh.schedule())
    }

    func testRescheduleAfterCheckIn() {
        XCTAssertNoThrow(try ReminderRefresh.schedule(after: 60 * 60))
    }
}
