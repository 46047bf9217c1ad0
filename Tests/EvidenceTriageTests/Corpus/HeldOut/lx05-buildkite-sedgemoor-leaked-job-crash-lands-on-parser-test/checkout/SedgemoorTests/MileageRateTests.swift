import XCTest
@testable import Sedgemoor

final class MileageRateTests: XCTestCase {
    func testFirstTenThousandMilesAt45p() {
        XCTAssertEqual(MileageRate.allowance(milesSoFar: 0, tripMiles: 100), 45)
    }

    func testHMRCRateAfter10000Miles() {
        // 50 miles at 45p, then 50 miles at 25p.
        XCTAssertEqual(MileageRate.allowance(milesSoFar: 9_950, tripMiles: 100), 35)
    }
}
