import XCTest
@testable import Mossgarden

final class WateringReminderFormatterTests: XCTestCase {
    let formatter = WateringReminderFormatter()

    func testDailyPhrase() {
        XCTAssertEqual(formatter.phrase(everyDays: 1), "Water daily")
    }

    func testWeeklyPhrase() {
        XCTAssertEqual(formatter.phrase(everyDays: 7), "Water weekly")
    }

    func testEveryThreeDaysPhrase() {
        // Most succulents in the starter catalog default to every 3 days.
        XCTAssertEqual(formatter.phrase(everyDays: 3), "Water every 3 days")
    }

    func testSkipsRemindersForDormantPlants() {
        XCTAssertNil(ReminderPlanner(formatter: formatter).reminder(for: .fixture(dormant: true)))
    }
}
