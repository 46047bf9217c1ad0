import XCTest
@testable import Glimmer

final class UnitConversionTests: XCTestCase {
    func testMmolRoundsToOneDecimal() {
        XCTAssertEqual(GlucoseFormatter(unit: .mmolPerLiter).string(fromMgdL: 112), "6.2")
    }

    func testMgdLUnchanged() {
        XCTAssertEqual(GlucoseFormatter(unit: .mgdL).string(fromMgdL: 112), "112")
    }
}
