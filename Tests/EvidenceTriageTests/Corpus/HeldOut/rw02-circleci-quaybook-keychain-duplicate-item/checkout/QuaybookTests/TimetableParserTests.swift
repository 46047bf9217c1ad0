import XCTest
@testable import Quaybook

final class TimetableParserTests: XCTestCase {
    func testParsesDaytimeSailing() {
        XCTAssertEqual(TimetableParser.parse("09:10-10:45")?.arrivesNextDay, false)
    }

    func testParsesOvernightDeparture() {
        XCTAssertEqual(TimetableParser.parse("23:40-01:55")?.arrivesNextDay, true)
    }
}
