import XCTest
@testable import WickRadio

final class ScheduleParserTests: XCTestCase {
    func testParsesOvernightShow() throws {
        let show = try ScheduleParser.parse(line: "23:30-02:00 Night Freight")
        XCTAssertEqual(show.durationMinutes, 150)
    }
}
