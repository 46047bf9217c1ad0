import XCTest
@testable import Wayfarer

final class DistanceFormatterTests: XCTestCase {
    func testFormatsKilometresWithOneDecimal() {
        let text = DistanceText.format(metres: 12_345, locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(text, "12.3 km")
    }
}
