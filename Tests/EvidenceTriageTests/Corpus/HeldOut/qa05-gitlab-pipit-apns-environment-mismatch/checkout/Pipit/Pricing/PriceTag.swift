import Foundation

enum PriceTag {
    static func display(cents: Int, discountPercent: Int) -> String {
        let discounted = cents * (100 - discountPercent) / 100
        return String(format: "%.2f", Double(discounted) / 100)
    }
}
