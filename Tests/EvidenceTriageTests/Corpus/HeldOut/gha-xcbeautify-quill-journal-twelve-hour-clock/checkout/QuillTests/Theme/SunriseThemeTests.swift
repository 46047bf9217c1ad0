import XCTest
@testable import Quill

final class SunriseThemeTests: XCTestCase {
    private let schedule = DaylightSchedule(sunrise: .init(hour: 6, minute: 12), sunset: .init(hour: 20, minute: 41))

    func testDayThemeAtNoon() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "hh:mm a"
        let noon = try XCTUnwrap(formatter.date(from: "12:00 PM"))
        XCTAssertEqual(schedule.theme(at: noon), .day)
    }

    func testNightThemeBeforeSunrise() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "hh:mm a"
        let beforeSunrise = try XCTUnwrap(formatter.date(from: "05:00 AM"))
        XCTAssertEqual(schedule.theme(at: beforeSunrise), .night)
    }
}
