import Foundation

enum InvoiceMath {
    static func total(netCents: Int, discountPercent: Int, vatPercent: Int) -> Int {
        let gross = netCents + netCents * vatPercent / 100
        return gross - netCents * discountPercent / 100
    }
}
