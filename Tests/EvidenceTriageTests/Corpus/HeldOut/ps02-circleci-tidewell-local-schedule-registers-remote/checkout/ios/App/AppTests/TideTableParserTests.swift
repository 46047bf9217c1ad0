import XCTest
@testable import App

final class TideTableParserTests: XCTestCase {
    func testParsesHighTide() {
        XCTAssertEqual(TideTableParser.parse("03:12 H 4.21").first?.heightMeters, 4.21)
    }

    func testParsesNegativeHeights() {
        let events = TideTableParser.parse("09:40 L -0.14")
        XCTAssertEqual(events.first?.heightMeters, -0.14)
    }
}
