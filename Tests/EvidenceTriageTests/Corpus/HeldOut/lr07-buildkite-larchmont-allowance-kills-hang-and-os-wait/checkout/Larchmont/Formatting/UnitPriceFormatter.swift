import Foundation

struct UnitPriceFormatter {
    func perKilo(price: Decimal, grams: Int) -> String {
        let perKilo = price / Decimal(grams) * 1000
        var rounded = Decimal()
        var value = perKilo
        NSDecimalRound(&rounded, &value, 2, .down)
        return "£\(rounded)/kg"
    }
}
