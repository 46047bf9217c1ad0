import XCTest
@testable import Pillbox

final class RefillEstimatorTests: XCTestCase {
    func testDaysRemainingRoundsDown() {
        let est = RefillEstimator(pillsLeft: 20, dosesPerDay: 3)
        XCTAssertEqual(est.daysRemaining, 6)
    }

    func testNoDosesMeansNoEstimate() {
        XCTAssertNil(RefillEstimator(pillsLeft: 20, dosesPerDay: 0).daysRemainingOrNil)
    }
}
