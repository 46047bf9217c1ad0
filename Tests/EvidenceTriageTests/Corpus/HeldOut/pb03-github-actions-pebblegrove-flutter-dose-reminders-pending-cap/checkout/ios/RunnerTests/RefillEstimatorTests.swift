import XCTest
@testable import Runner

final class RefillEstimatorTests: XCTestCase {
    func testRefillDateRoundsDown() {
        XCTAssertEqual(RefillEstimator.daysLeft(tablets: 11, perDay: 2), 5)
    }

    func testExactSupply() {
        XCTAssertEqual(RefillEstimator.daysLeft(tablets: 10, perDay: 2), 5)
    }
}
