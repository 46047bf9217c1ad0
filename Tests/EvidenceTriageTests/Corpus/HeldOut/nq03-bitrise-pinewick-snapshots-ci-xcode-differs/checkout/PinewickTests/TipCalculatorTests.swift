import XCTest
@testable import Pinewick

final class TipCalculatorTests: XCTestCase {
    func testTwentyPercent() {
        XCTAssertEqual(TipCalculator.tip(on: 50_00, percent: 20), 10_00)
    }

    func testRoundsHalfUp() {
        XCTAssertEqual(TipCalculator.tip(on: 12_25, percent: 18), 2_21)
    }
}
