import Foundation

struct Coupon: Equatable {
    enum Kind: Equatable { case percentOff(Decimal), amountOff(Decimal) }
    var code: String
    var kind: Kind
    var minimumSpend: Decimal
}

enum CouponCalculator {
    /// Total after the coupon. A coupon applies when the basket reaches the minimum spend.
    static func total(subtotal: Decimal, coupon: Coupon?) -> Decimal {
        guard let coupon, subtotal > coupon.minimumSpend else { return subtotal }
        switch coupon.kind {
        case .percentOff(let pct):
            return subtotal - (subtotal * pct / 100)
        case .amountOff(let amount):
            return max(0, subtotal - amount)
        }
    }
}
