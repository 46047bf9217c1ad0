import XCTest
@testable import TidewellKit

final class GlucoseRangeFormatterTests: XCTestCase {
    func testMgdlRangeHasNoDecimals() {
        let formatter = GlucoseRangeFormatter(unit: .milligramsPerDeciliter, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(from: 70...180), "70–180 mg/dL")
    }

    func testMmolRangeUsesLocaleDecimalSeparator() {
        let formatter = GlucoseRangeFormatter(unit: .millimolesPerLiter, locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(formatter.string(from: 3.9...10.0), "3,9–10,0 mmol/L")
    }
}
