import XCTest
@testable import Quokka

final class GlucoseReadingParserTests: XCTestCase {
    func testParsesMmolPerLitre() throws {
        // SFLOAT 0xB05A: mantissa 90, exponent -5 -> kg/L; unit flag bit 2 set -> mol/L
        let bytes: [UInt8] = [0x06, 0x2A, 0x00, 0x5A, 0xB0, 0x11]
        let reading = try GlucoseReadingParser.parse(Data(bytes))
        XCTAssertEqual(reading.mmolPerLitre, 5.0, accuracy: 0.01)
    }
}

