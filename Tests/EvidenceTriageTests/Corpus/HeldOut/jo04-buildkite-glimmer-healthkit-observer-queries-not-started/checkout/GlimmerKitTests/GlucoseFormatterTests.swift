import HealthKit
import XCTest
@testable import GlimmerKit

final class GlucoseFormatterTests: XCTestCase {

    func testMilligramsPerDeciliterHasNoDecimals() {
        let formatter = GlucoseFormatter(unit: .milligramsPerDeciliter)
        XCTAssertEqual(formatter.string(from: HKQuantity(unit: .milligramsPerDeciliter, doubleValue: 104.6)), "105 mg/dL")
    }

    func testMmolPerLiterAlwaysShowsOneDecimal() {
        let formatter = GlucoseFormatter(unit: .millimolesPerLiter)
        XCTAssertEqual(formatter.string(from: HKQuantity(unit: .millimolesPerLiter, doubleValue: 6.0)), "6.0 mmol/L")
    }
}
