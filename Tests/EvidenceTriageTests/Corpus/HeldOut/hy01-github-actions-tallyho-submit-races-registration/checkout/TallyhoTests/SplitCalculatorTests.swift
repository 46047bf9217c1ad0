import XCTest
@testable import Tallyho

final class SplitCalculatorTests: XCTestCase {
    private let calculator = SplitCalculator()

    func testEvenSplit() {
        let shares = calculator.split(totalMinorUnits: 900, payerID: "alice",
                                      weights: [("alice", 1), ("bob", 1), ("carol", 1)])
        XCTAssertEqual(shares.map(\.minorUnits), [300, 300, 300])
    }

    func testWeightedSplit() {
        let shares = calculator.split(totalMinorUnits: 1000, payerID: "alice",
                                      weights: [("alice", 3), ("bob", 1)])
        XCTAssertEqual(shares.map(\.minorUnits), [750, 250])
    }

    func testUnevenSplitGivesRemainderToPayer() {
        let shares = calculator.split(totalMinorUnits: 1000, payerID: "carol",
                                      weights: [("alice", 1), ("bob", 1), ("carol", 1)])
        XCTAssertEqual(shares.reduce(0) { $0 + $1.minorUnits }, 1000)
        XCTAssertEqual(shares.first { $0.memberID == "carol" }?.minorUnits, 334)
    }

    func testZeroWeightsReturnNoShares() {
        XCTAssertTrue(calculator.split(totalMinorUnits: 500, payerID: "alice", weights: []).isEmpty)
    }
}
