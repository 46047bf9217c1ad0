import Foundation

struct ShoppingList {
    private(set) var items: [Ingredient] = []
    mutating func add(_ ingredient: Ingredient) {
        if let i = items.firstIndex(where: { $0.name == ingredient.name && $0.unit == ingredient.unit }) {
            items[i].quantity = String((Double(items[i].quantity) ?? 0) + (Double(ingredient.quantity) ?? 0))
        } else {
            items.append(ingredient)
        }
    }
}
