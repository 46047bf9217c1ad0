import XCTest
@testable import PebbleBank

final class RoundUpCalculatorTests: XCTestCase {

    func testNoRoundUpForWholePounds() {
        XCTAssertEqual(RoundUpCalculator().roundUp(pence: 1_200), 0)
    }

    func testRoundsUpToNextPound() {
        XCTAssertEqual(RoundUpCalculator().roundUp(pence: 1_201), 99)
        XCTAssertEqual(RoundUpCalculator().roundUp(pence: 399), 1)
    }
}
