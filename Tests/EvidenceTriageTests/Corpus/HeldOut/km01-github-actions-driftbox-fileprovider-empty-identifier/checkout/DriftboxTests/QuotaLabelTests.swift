import XCTest
@testable import Driftbox

final class QuotaLabelTests: XCTestCase {
    func testQuotaLabelUsesDecimalUnits() {
        // Server quotas are sold and reported in decimal gigabytes.
        XCTAssertEqual(QuotaLabel.text(used: 1_500_000_000, total: 10_000_000_000), "1.5 GB of 10 GB used")
    }

    func testZeroQuota() {
        XCTAssertEqual(QuotaLabel.text(used: 0, total: 0), "Zero KB of Zero KB used")
    }
}
