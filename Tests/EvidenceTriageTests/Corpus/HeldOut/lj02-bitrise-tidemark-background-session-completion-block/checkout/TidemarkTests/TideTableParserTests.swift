import XCTest
@testable import Tidemark

final class TideTableParserTests: XCTestCase {
    func testParsesHighWater() {
        XCTAssertEqual(TideTableParser.parse("04:12  H  2.31"), [TideEvent(time: "04:12", heightMeters: 2.31)])
    }

    func testParsesNegativeHeights() {
        XCTAssertEqual(TideTableParser.parse("10:40  L  -0.12").first?.heightMeters, -0.12)
    }
}
