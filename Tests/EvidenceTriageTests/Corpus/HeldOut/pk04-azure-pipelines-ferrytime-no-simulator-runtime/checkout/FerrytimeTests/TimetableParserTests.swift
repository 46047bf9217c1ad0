import XCTest
@testable import Ferrytime

final class TimetableParserTests: XCTestCase {
    func testParsesWeekdaySailings() throws {
        let sailings = try TimetableParser().parse(Fixtures.data("weekday.csv"))
        XCTAssertEqual(sailings.count, 42)
    }
}
