import Foundation

struct ShoppingItem: Equatable { var name: String; var quantity: Int }

enum ShoppingList {
    static func merged(_ items: [ShoppingItem]) -> [ShoppingItem] {
        var out: [ShoppingItem] = []
        for item in items {
            if let i = out.firstIndex(where: { $0.name == item.name }) {
                out[i].quantity = item.quantity
            } else {
                out.append(item)
            }
        }
        return out
    }
}
