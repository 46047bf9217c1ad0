import XCTest
@testable import Tillwise

final class CouponCodeValidatorTests: XCTestCase {
    let fixedNow = Date(timeIntervalSince1970: 1_780_000_000)

    func testAcceptsOpenEndedCoupon() {
        let validator = CouponCodeValidator(now: { self.fixedNow })
        XCTAssertTrue(validator.isUsable(Coupon(code: "SPRING", expiresAt: nil)))
    }

    func testRejectsExpiredCoupon() {
        let validator = CouponCodeValidator(now: { self.fixedNow })
        let expiredAnHourAgo = Coupon(code: "FLASH10", expiresAt: fixedNow.addingTimeInterval(-3_600))
        XCTAssertFalse(validator.isUsable(expiredAnHourAgo), "coupon expired an hour ago must be rejected")
    }
}
