import Foundation

enum Discount { case none, percent(Int) }

struct CartTotals {
    let subtotal: Int
    let tax: Int
    let total: Int

    init(cart: Cart, taxRate: Double, discount: Discount = .none) {
        subtotal = cart.lines.reduce(0) { $0 + $1.unitPrice * $1.quantity }
        tax = Int((Double(subtotal) * taxRate).rounded())
        let gross = subtotal + tax
        switch discount {
        case .none: total = gross
        case .percent(let p): total = gross - gross * p / 100
        }
    }
}
