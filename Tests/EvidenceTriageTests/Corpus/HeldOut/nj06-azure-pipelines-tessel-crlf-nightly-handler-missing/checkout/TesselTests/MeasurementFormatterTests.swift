import XCTest
@testable import TesselKit

final class MeasurementFormatterTests: XCTestCase {
    func testMetricRounding() {
        let f = TileMeasurementFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.string(millimetres: 598.5), "59,9 cm")
    }
}
