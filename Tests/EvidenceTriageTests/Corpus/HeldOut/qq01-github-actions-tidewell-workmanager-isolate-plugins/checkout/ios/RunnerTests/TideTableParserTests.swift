import XCTest
@testable import Runner

final class TideTableParserTests: XCTestCase {
    func testParsesHighAndLow() {
        let events = TideTableParser.parse("00:31  H  4.1\n06:42  L  0.8")
        XCTAssertEqual(events.map(\.isHigh), [true, false])
    }

    func testParsesNegativeHeights() {
        let events = TideTableParser.parse("06:42  L  -0.3")
        XCTAssertEqual(events.first?.heightMetres, -0.3)
    }
}
