import XCTest
@testable import Pillbox

/// DoseScheduleParser backs the native `PBScheduleModule` that the JS reminder screen calls.
final class DoseScheduleParserTests: XCTestCase {
    func testParsesDailySchedule() throws {
        let schedule = try DoseScheduleParser.parse("qd 08:00", startingOn: .monday)
        XCTAssertEqual(schedule.weekdays, [1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(schedule.times, ["08:00"])
    }

    func testParsesEveryOtherDay() throws {
        let schedule = try DoseScheduleParser.parse("q48h 21:30", startingOn: .monday)
        XCTAssertEqual(schedule.weekdays, [1, 3, 5, 7])
        XCTAssertEqual(schedule.times, ["21:30"])
    }

    func testRejectsUnknownFrequency() {
        XCTAssertThrowsError(try DoseScheduleParser.parse("q7x", startingOn: .monday))
    }
}
