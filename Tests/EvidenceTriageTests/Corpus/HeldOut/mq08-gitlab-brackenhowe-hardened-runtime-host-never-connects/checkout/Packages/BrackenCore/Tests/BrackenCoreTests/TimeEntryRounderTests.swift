import XCTest
@testable import BrackenCore

final class TimeEntryRounderTests: XCTestCase {
    func testRoundsToNearestQuarterHour() {
        XCTAssertEqual(TimeEntryRounder(step: .quarterHour).round(minutes: 52), 45)
    }
}
