import XCTest
@testable import Runner

final class WeightFormatterTests: XCTestCase {
    func testKilogramsRoundToOneDecimal() {
        XCTAssertEqual(WeightFormatter.kilograms(2460), "2.5 kg")
    }
}
