import XCTest
@testable import KestrelKit

final class ShiftBoundaryParserTests: XCTestCase {
    private let london = TimeZone(identifier: "Europe/London")!

    func testRejectsHandoverWithoutColon() {
        XCTAssertThrowsError(try ShiftBoundaryParser(timeZone: london).handover("0402"))
    }

    func testParsesHandoverTime() throws {
        // Only hour and minute matter here, so no year is set: the components
        // land in year 1, where Europe/London is GMT-0:01:15 (LMT), which is
        // why the failure message shows :15 seconds.
        var c = DateComponents(hour: 4, minute: 2); c.timeZone = london
        let expected = Calendar(identifier: .gregorian).date(from: c)!
        XCTAssertEqual(try ShiftBoundaryParser(timeZone: london).handover("04:01"), expected)
    }
}
