import XCTest
@testable import DriftwatchSDK

final class RiskSummaryTests: XCTestCase {
    func testBadgeTextForTwoExposureDays() {
        let summary = RiskSummary(exposureDays: 2, lastExposure: nil)
        XCTAssertEqual(summary.badgeText, "2 days with contact")
    }
}
