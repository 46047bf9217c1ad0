import XCTest
@testable import LarkspurKit

final class DownloadQuotaTests: XCTestCase {
    func testAutoDownloadStopsAtCellularQuota() {
        var quota = DownloadQuota(cellularLimitBytes: 200_000_000)
        quota.record(bytes: 150_000_000, onCellular: true)
        XCTAssertFalse(quota.allowsNext(estimatedBytes: 60_000_000, onCellular: true))
    }
}
