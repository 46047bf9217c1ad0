import XCTest
@testable import TidesHost

final class TideTableParserTests: XCTestCase {
    private let parser = TideTableParser(zone: TimeZone(identifier: "Asia/Kolkata")!)

    func testParsesHighAndLowWater() throws {
        let rows = try parser.parse("HW 06:12 4.1\nLW 12:40 0.6\n")
        XCTAssertEqual(rows.map(\.kind), [.high, .low])
        XCTAssertEqual(rows.map(\.heightMetres), [4.1, 0.6])
    }

    /// Tables published with a +05:30 offset: the parser converts the
    /// station's UTC times to the station's zone for display.
    func testParsesHalfHourOffsets() throws {
        let rows = try parser.parse("HW 13:00Z 3.8\n")
        let local = rows[0].localTime











        XCTAssertEqual(local, "18:30")
    }
}
