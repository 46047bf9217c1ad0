import XCTest
@testable import Brackwater

final class TideTableParserTests: XCTestCase {
    func testParsesHighAndLowWater() {
        let events = TideTableParser.parse("HW 06:42 4.8\nLW 13:05 0.6")
        XCTAssertEqual(events.map(\.kind), [.high, .low])
        XCTAssertEqual(events.first?.heightMetres, 4.8)
    }

    func testSkipsCommentLines() {
        XCTAssertEqual(TideTableParser.parse("# Brackwater Quay\nHW 06:42 4.8").count, 1)
    }

    func testParsesHalfHourOffsets() {
        let events = TideTableParser.parse("HW 06:42+30 4.8\nLW 13:05+30 0.6")
        XCTAssertEqual(events.count, 2, "half-hour-offset rows must not be dropped")
        XCTAssertEqual(events.first?.time.minute, 12)
    }
}
