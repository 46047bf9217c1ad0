import Foundation

struct Coupon {
    let code: String
    let expiresAt: Date?
}

struct CouponCodeValidator {
    let now: () -> Date

    func isUsable(_ coupon: Coupon) -> Bool {
        guard !coupon.code.isEmpty else { return false }
        if let expiry = coupon.expiresAt, expiry < now().addingTimeInterval(-86_400) {
            return false
        }
        return true
    }
}
