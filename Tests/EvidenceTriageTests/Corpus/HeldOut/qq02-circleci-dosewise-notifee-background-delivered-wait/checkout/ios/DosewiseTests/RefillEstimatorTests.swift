import XCTest
@testable import Dosewise

final class RefillEstimatorTests: XCTestCase {
    func testDaysRemainingRoundsDown() {
        XCTAssertEqual(RefillEstimator.daysRemaining(pills: 25, perDay: 2), 12)
    }
}
