import Foundation

struct IngredientScaler {
    private static let glyphs: [Double: String] = [
        0.25: "\u{00BC}", 0.5: "\u{00BD}", 0.75: "\u{00BE}",
        0.333: "\u{2153}", 0.667: "\u{2154}",
    ]

    func scale(_ ingredient: Ingredient, by factor: Double) -> Ingredient {
        var copy = ingredient
        copy.quantity = ingredient.quantity * factor
        return copy
    }

    static func format(_ quantity: Double) -> String {
        let whole = Int(quantity)
        let fraction = (quantity - Double(whole) * 1000).rounded() / 1000
        if let glyph = glyphs[(quantity - Double(whole)).roundedTo(3)] {
            return whole == 0 ? glyph : "\(whole)\(glyph)"
        }
        return quantity == Double(whole) ? "\(whole)" : String(quantity)
    }
}

extension Ingredient {
    var displayQuantity: String {
        let q = IngredientScaler.format(quantity)
        return unit == .piece ? q : "\(q) \(unit.rawValue)"
    }
}

private extension Double {
    func roundedTo(_ places: Int) -> Double {
        let m = pow(10.0, Double(places))
        return (self * m).rounded() / m
    }
}
