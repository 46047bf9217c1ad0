import XCTest
@testable import KestrelLock

final class KeyShareFormatterTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)

    func testExpiryLabelRoundsUpPartialDays() {
        let formatter = KeyShareFormatter(now: { self.now })
        // 1 day 20 hours left: guests read this as "2 days", product spec KS-114
        let expiry = now.addingTimeInterval(44 * 3600)
        XCTAssertEqual(formatter.expiryLabel(for: expiry), "Expires in 2 days")
    }

    func testExpiredKey() {
        let formatter = KeyShareFormatter(now: { self.now })
        XCTAssertEqual(formatter.expiryLabel(for: now.addingTimeInterval(-5)), "Expired")
    }
}
