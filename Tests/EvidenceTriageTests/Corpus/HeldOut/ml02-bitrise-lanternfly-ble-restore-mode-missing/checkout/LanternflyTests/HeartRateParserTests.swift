import XCTest
@testable import Lanternfly

final class HeartRateParserTests: XCTestCase {
    func testParsesEightBitValue() {
        XCTAssertEqual(HeartRateParser.bpm(from: Data([0x00, 72])), 72)
    }

    func testParsesSixteenBitValue() {
        // little-endian 0x0136 = 310
        XCTAssertEqual(HeartRateParser.bpm(from: Data([0x01, 0x36, 0x01])), 310)
    }
}
