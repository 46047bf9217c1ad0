import Foundation

struct Coupon { let code: String; let percentOff: Int }

struct Cart {
    struct Line { let sku: String; let unitPrice: Int; let quantity: Int }
    var lines: [Line]
    var taxRate: Double = 0
    private(set) var coupon: Coupon?

    init(lines: [Line], taxRate: Double = 0) { self.lines = lines; self.taxRate = taxRate }

    var subtotal: Int { lines.reduce(0) { $0 + $1.unitPrice * $1.quantity } }

    mutating func apply(_ coupon: Coupon) { self.coupon = coupon }

    var total: Int {
        let taxed = Double(subtotal) * (1 + taxRate)
        let discount = Double(subtotal) * Double(coupon?.percentOff ?? 0) / 100
        return Int((taxed - discount).rounded())
    }
}
