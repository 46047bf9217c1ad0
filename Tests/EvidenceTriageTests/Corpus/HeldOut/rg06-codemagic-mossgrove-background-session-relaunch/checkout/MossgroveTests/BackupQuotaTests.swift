import XCTest
@testable import Mossgrove

final class BackupQuotaTests: XCTestCase {
    func testQuotaWarningAt90Percent() {
        XCTAssertTrue(BackupQuota(usedBytes: 90, limitBytes: 100).shouldWarn)
    }

    func testNoWarningBelowThreshold() {
        XCTAssertFalse(BackupQuota(usedBytes: 42, limitBytes: 100).shouldWarn)
    }
}
