import XCTest
@testable import DosewellKit

final class BolusCalculatorTests: XCTestCase {
    func testRoundsToPumpIncrement() {
        let calc = BolusCalculator(increment: 0.05)
        XCTAssertEqual(calc.rounded(0.33), 0.30, accuracy: 0.0001)
    }
}
