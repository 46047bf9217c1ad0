import XCTest
@testable import Brewlog

final class BrewRatioFormatterTests: XCTestCase {
    func testWholeRatio() {
        XCTAssertEqual(BrewRatioFormatter.ratio(coffee: 20, water: 320), "1:16")
    }

    func testRatioUsesOneDecimal() {
        XCTAssertEqual(BrewRatioFormatter.ratio(coffee: 18, water: 281), "1:15.6")
    }
}
