import XCTest
@testable import Pulsewise

final class HeartRateParserTests: XCTestCase {
    func testParsesEightBitValues() {
        XCTAssertEqual(HeartRateParser.beatsPerMinute(from: Data([0x00, 0x48])), 72)
    }

    func testParsesSixteenBitValues() {
        // Flags 0x01: value is UInt16, little endian.
        XCTAssertEqual(HeartRateParser.beatsPerMinute(from: Data([0x01, 0x2C, 0x01])), 300)
    }

    func testRejectsShortPayload() {
        XCTAssertNil(HeartRateParser.beatsPerMinute(from: Data([0x00])))
    }
}
