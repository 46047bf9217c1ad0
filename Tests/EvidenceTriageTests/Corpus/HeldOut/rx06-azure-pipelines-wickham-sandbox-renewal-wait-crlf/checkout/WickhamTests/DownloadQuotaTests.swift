import XCTest
@testable import Wickham

final class DownloadQuotaTests: XCTestCase {
    func testQuotaResetsMonthly() {
        var quota = DownloadQuota(limit: 5, used: 5, periodStart: Fixtures.date("2026-01-31T10:00:00Z"))
        quota.refresh(now: Fixtures.date("2026-02-28T10:00:00Z"))
        XCTAssertEqual(quota.used, 0)
    }
}
