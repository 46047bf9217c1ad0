import XCTest
@testable import App

final class WeightChartFormatterTests: XCTestCase {
    func testPoundsConversion() {
        XCTAssertEqual(WeightChartFormatter.pounds(fromKilograms: 80), "176.4 lb")
    }
}
