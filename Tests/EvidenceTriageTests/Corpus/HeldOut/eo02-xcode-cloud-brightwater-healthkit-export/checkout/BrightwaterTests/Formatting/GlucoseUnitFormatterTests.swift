import XCTest
@testable import Brightwater

final class GlucoseUnitFormatterTests: XCTestCase {
    func testMgdlHasNoDecimals() {
        XCTAssertEqual(GlucoseUnitFormatter(unit: .mgdl).string(fromMgdl: 118.4), "118")
    }

    func testMmolRoundsToNearestTenth() {
        // 99 mg/dL = 5.494 mmol/L; meters and the Health app show 5.5.
        XCTAssertEqual(GlucoseUnitFormatter(unit: .mmol).string(fromMgdl: 99), "5.5")
    }

    func testMmolBelowHalfTenth() {
        XCTAssertEqual(GlucoseUnitFormatter(unit: .mmol).string(fromMgdl: 100), "5.5")
    }
}
