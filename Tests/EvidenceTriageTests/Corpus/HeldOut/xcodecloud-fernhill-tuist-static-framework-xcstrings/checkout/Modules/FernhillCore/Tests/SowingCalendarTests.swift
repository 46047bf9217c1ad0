import XCTest
@testable import FernhillCore

final class SowingCalendarTests: XCTestCase {
    func testLastFrostWeekForZone7b() {
        let calendar = SowingCalendar(zone: .usda("7b"))
        XCTAssertEqual(calendar.lastFrostISOWeek, 14, "zone 7b average last frost is early April")
    }
}
