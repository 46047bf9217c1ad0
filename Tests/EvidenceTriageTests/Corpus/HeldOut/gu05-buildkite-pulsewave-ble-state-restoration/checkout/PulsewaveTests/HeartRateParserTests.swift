import XCTest
@testable import Pulsewave

final class HeartRateParserTests: XCTestCase {
    func testParsesUInt8Format() throws {
        let value = try HeartRateParser.parse(Data([0x00, 72]))
        XCTAssertEqual(value.bpm, 72)
    }

    func testParsesUInt16Format() throws {
        // Flags bit 0 set: the value is a little-endian UInt16.
        let value = try HeartRateParser.parse(Data([0x01, 0x2C, 0x01]))
        XCTAssertEqual(value.bpm, 300)
    }
}
