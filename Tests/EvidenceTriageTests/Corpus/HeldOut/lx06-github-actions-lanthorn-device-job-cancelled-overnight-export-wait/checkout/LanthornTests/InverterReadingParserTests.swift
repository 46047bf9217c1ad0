import XCTest
@testable import Lanthorn

final class InverterReadingParserTests: XCTestCase {
    func testParsesImport() {
        XCTAssertEqual(InverterReadingParser.parse("PV=0W GRID=430W"), InverterReading(gridWatts: 430, solarWatts: 0))
    }

    func testParsesNegativeExportWatts() {
        let reading = InverterReadingParser.parse("PV=3120W GRID=-1250W")
        XCTAssertEqual(reading?.gridWatts, -1250, "export must stay negative")
    }
}
