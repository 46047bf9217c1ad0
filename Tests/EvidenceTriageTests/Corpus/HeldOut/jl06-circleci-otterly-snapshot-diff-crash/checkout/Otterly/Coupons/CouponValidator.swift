import Foundation

enum CouponStatus: String { case valid, expired, unknown }

struct CouponValidator {
    var calendar = Calendar(identifier: .gregorian)
    var now: () -> Date = Date.init

    func status(of coupon: Coupon) -> CouponStatus {
        guard let expiry = coupon.expiresOn else { return .unknown }
        let today = calendar.dateComponents([.year, .month, .day], from: now())
        // A coupon is usable through the end of its expiry day.
        return expiry.day! >= today.day! ? .valid : .expired
    }
}
