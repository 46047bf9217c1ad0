import XCTest
@testable import Tidepool

final class GlucoseUnitConverterTests: XCTestCase {
    func testMgdlToMmol() {
        XCTAssertEqual(GlucoseUnitConverter.mmol(fromMgdl: 180), 10.0, accuracy: 0.05)
    }

    func testMmolRoundingForDisplay() {
        XCTAssertEqual(GlucoseUnitConverter.displayString(mmol: 5.55), "5.6 mmol/L")
    }
}
