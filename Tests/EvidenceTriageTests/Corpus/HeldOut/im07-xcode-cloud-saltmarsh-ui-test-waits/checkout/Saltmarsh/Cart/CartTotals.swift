import Foundation

struct CartTotals {
    static let freeDeliveryThreshold: Decimal = 40
    static let deliveryFee: Decimal = 3.99

    let subtotal: Decimal

    var delivery: Decimal { subtotal > Self.freeDeliveryThreshold ? 0 : Self.deliveryFee }
    var total: Decimal { subtotal + delivery }
}
