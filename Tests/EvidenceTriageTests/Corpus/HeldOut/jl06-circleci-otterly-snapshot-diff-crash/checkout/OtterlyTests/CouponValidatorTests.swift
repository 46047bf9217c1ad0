import XCTest
@testable import Otterly

final class CouponValidatorTests: XCTestCase {
    private var validator = CouponValidator()

    override func setUp() {
        validator.calendar.timeZone = TimeZone(identifier: "UTC")!
        validator.now = { ISO8601DateFormatter().date(from: "2026-11-27T12:00:00Z")! }
    }

    func testValidCouponAccepted() {
        let coupon = Coupon(code: "OTTER10", expiresOn: DateComponents(year: 2026, month: 12, day: 31))
        XCTAssertEqual(validator.status(of: coupon), .valid)
    }

    func testExpiredCouponIsRejected() {
        let coupon = Coupon(code: "FALL25", expiresOn: DateComponents(year: 2026, month: 10, day: 28))
        XCTAssertEqual(validator.status(of: coupon), .expired)
    }

    func testCouponCodeIsCaseInsensitive() {
        XCTAssertEqual(Coupon(code: "otter10").normalizedCode, "OTTER10")
    }
}
