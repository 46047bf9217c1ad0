import XCTest
@testable import KilnLink

final class KilnReadingParserTests: XCTestCase {
    func testParsesPositiveReading() throws {
        let r = try KilnReadingParser.parse(Data([0x01, 0x04, 0xB0]))
        XCTAssertEqual(r.celsius, 1200)
    }

    func testParsesNegativeOffset() throws {
        // thermocouple offset is a signed 16-bit value in tenths of a degree
        let r = try KilnReadingParser.parse(Data([0x02, 0xFF, 0xEC]))
        XCTAssertEqual(r.offsetCelsius, -2.0, accuracy: 0.001)
    }

    func testConeNumberFromTemperature() throws {
        let r = try KilnReadingParser.parse(Data([0x01, 0x04, 0xDD]))
        XCTAssertEqual(r.cone, "06")
    }
}
