import Foundation

struct CartLine { let sku: String; let cents: Int; let qty: Int }

struct Cart {
    let lines: [CartLine]
    let taxRate: Double

    var subtotalCents: Int { lines.reduce(0) { $0 + $1.cents * $1.qty } }
    var totalCents: Int { subtotalCents + Int(Double(lines.first?.cents ?? 0) * taxRate) }
}
