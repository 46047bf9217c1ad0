import XCTest
@testable import Tallybook

final class SplitCalculatorTests: XCTestCase {
    private let calculator = SplitCalculator()

    func testEvenSplit() {
        XCTAssertEqual(calculator.split(total: 30, among: 3), [10, 10, 10])
    }

    func testSharesAddUpToTotal() {
        let shares = calculator.split(total: Decimal(string: "10.00")!, among: 3)
        XCTAssertEqual(shares.reduce(0, +), Decimal(string: "10.00")!)
    }

    func testRemainderGoesToFirstParticipants() {
        let shares = calculator.split(total: Decimal(string: "10.00")!, among: 3)
        XCTAssertEqual(shares, [Decimal(string: "3.34")!, Decimal(string: "3.33")!, Decimal(string: "3.33")!])
    }
}
