import XCTest
@testable import Saffron

final class WidgetSnapshotTests: XCTestCase {
    func testSnapshotShowsTodayCalories() throws {
        let entry = CaloriesEntry(date: .fixture("2026-09-15T12:00:00Z"), meals: [.fixture(kcal: 640), .fixture(kcal: 415)])
        XCTAssertEqual(CaloriesWidgetView.caption(for: entry), "1,055 kcal today")
    }
}
