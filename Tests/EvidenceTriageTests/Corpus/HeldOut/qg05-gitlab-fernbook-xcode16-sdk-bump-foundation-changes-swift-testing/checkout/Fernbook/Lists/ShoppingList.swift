import Foundation

struct Ingredient: Equatable { let name: String; var quantity: Double; let unit: String }

enum ShoppingList {
    static func merge(_ items: [Ingredient]) -> [Ingredient] {
        var merged: [Ingredient] = []
        for item in items {
            if let i = merged.firstIndex(where: { $0.name == item.name && $0.unit == item.unit }) {
                merged[i].quantity = item.quantity
            } else {
                merged.append(item)
            }
        }
        return merged
    }
}
