import XCTest
@testable import Runner

final class SplitCalculatorTests: XCTestCase {
    func testSplitDistributesLeftoverCents() {
        XCTAssertEqual(SplitCalculator.split(cents: 1000, people: 3), [334, 333, 333])
    }

    func testSplitEvenAmount() {
        XCTAssertEqual(SplitCalculator.split(cents: 900, people: 3), [300, 300, 300])
    }
}
