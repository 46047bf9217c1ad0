import XCTest
@testable import Tidewright

final class TideTableParserTests: XCTestCase {
    func testParsesNegativeHeights() {
        let csv = "2026-08-13T08:11Z LW -0.12\n2026-08-13T14:02Z HW 3.41"
        XCTAssertEqual(TideTableParser.heights(csv), [-0.12, 3.41])
    }
}
