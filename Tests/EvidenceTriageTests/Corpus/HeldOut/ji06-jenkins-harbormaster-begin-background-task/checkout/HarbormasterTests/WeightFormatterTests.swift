import XCTest
@testable import Harbormaster

final class WeightFormatterTests: XCTestCase {
    func testKilograms() {
        XCTAssertEqual(WeightFormatter.string(kilograms: 640), "640 kg")
    }

    func testMetricTonnes() {
        XCTAssertEqual(WeightFormatter.string(kilograms: 24_500), "24.5 t")
    }
}
