import XCTest
@testable import Lumen

final class ScheduleParserEmptyTests: XCTestCase {
    func testParsesEmptyDay() throws {
        let day = try ScheduleParser().parse(Fixtures.json("empty"))
        XCTAssertTrue(day.periods.isEmpty)
    }
}
