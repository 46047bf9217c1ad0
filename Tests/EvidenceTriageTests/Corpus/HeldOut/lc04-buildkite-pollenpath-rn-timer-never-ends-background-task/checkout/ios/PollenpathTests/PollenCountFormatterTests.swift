import XCTest
@testable import Pollenpath

final class PollenCountFormatterTests: XCTestCase {
    func testModerate() {
        XCTAssertEqual(PollenCountFormatter.label(grains: 40), "Moderate")
    }

    func testHighCountLabel() {
        XCTAssertEqual(PollenCountFormatter.label(grains: 1200), "High")
    }
}
