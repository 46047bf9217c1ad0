import XCTest
@testable import Sorrel

final class PortionScalerTests: XCTestCase {
    func testDoublesServings() {
        XCTAssertEqual(PortionScaler().scale(cups: 1.5, from: 2, to: 4), "3.00 cups")
    }

    func testScalesFractionalServings() {
        XCTAssertEqual(PortionScaler().scale(cups: 2, from: 4, to: 6), "3.00 cups")
    }
}
