import XCTest
@testable import Glimmer

final class GlucoseReadingParserTests: XCTestCase {
    func testRejectsWrongOpcode() {
        XCTAssertNil(GlucoseReadingParser.parse([0x30, 0, 0x70, 0x00, 0]))
    }

    func testParsesCalibratedReading() {
        // 112 mg/dL with the calibrated flag set
        let reading = GlucoseReadingParser.parse([0x31, 0x00, 0x70, 0x80, 0x02])
        XCTAssertEqual(reading?.mgdl, 112)
        XCTAssertEqual(reading?.isCalibrated, true)
    }
}
