import XCTest
@testable import Tidepool

final class CadenceParserTests: XCTestCase {
    func testParsesDaily() throws {
        XCTAssertEqual(try CadenceParser.parse("daily"), .daily)
    }

    func testParsesWeekdaysOnly() throws {
        XCTAssertEqual(try CadenceParser.parse("weekdays"), .weekdays(interval: 1))
    }

    func testParsesEveryOtherWeekday() throws {
        let cadence = try CadenceParser.parse("every other weekday")
        XCTAssertEqual(cadence, .weekdays(interval: 2))
    }

    func testRejectsEmptyString() {
        XCTAssertThrowsError(try CadenceParser.parse(""))
    }
}
