import XCTest
@testable import Quayline

final class FareCalculatorTests: XCTestCase {
    func testConcessionFareRoundsHalfUp() {
        XCTAssertEqual(FareCalculator.concession(4.85), Decimal(string: "2.43"))
    }
}
