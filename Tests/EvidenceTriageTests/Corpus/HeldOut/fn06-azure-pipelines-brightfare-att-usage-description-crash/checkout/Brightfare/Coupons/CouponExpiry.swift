import Foundation

struct Coupon: Equatable {
    var code: String
    /// The last calendar day the coupon can be redeemed, in the store's time zone.
    var validThrough: DateComponents
    var storeTimeZone: TimeZone
}

enum CouponExpiry {
    /// A coupon stays valid until the end of its last day in the store's time zone.
    static func expiryInstant(of coupon: Coupon) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let startOfLastDay = calendar.date(from: coupon.validThrough)!
        return calendar.date(byAdding: .day, value: 1, to: startOfLastDay)!
    }

    static func isExpired(_ coupon: Coupon, at now: Date) -> Bool {
        now >= expiryInstant(of: coupon)
    }
}
