import Foundation

struct IngredientScaler {
    func scale(_ ingredient: Ingredient, by factor: Double) -> Ingredient {
        var copy = ingredient
        let value = Fraction(ingredient.quantity)?.doubleValue ?? 0
        copy.quantity = String(format: "%.2f", value * factor)
        return copy
    }
}
