import Foundation

struct CheckoutSummary {
    let subtotalCents: Int
    static let freeShippingThresholdCents = 7500
    var shippingCents: Int { subtotalCents > Self.freeShippingThresholdCents ? 0 : 695 }
}
