import XCTest
@testable import Fernhouse

final class ReminderTextFormatterTests: XCTestCase {
    func testToday() {
        XCTAssertEqual(ReminderTextFormatter.nextWatering(inDays: 0), "Water today")
    }

    func testNextWateringInOneDay() {
        XCTAssertEqual(ReminderTextFormatter.nextWatering(inDays: 1), "Water in 1 day")
    }

    func testNextWateringInSeveralDays() {
        XCTAssertEqual(ReminderTextFormatter.nextWatering(inDays: 4), "Water in 4 days")
    }
}
