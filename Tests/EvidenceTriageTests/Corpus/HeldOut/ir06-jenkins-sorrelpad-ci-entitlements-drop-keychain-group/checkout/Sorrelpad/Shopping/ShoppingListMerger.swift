import Foundation

struct ShoppingItem: Equatable {
    var name: String
    var quantity: Int
}

enum ShoppingListMerger {
    /// Combines the items of several planned recipes into one list.
    static func merge(_ lists: [[ShoppingItem]]) -> [ShoppingItem] {
        var totals: [String: Int] = [:]
        var order: [String] = []
        for item in lists.joined() {
            if totals[item.name] == nil { order.append(item.name) }
            totals[item.name, default: 0] += item.quantity
        }
        return order.map { ShoppingItem(name: $0, quantity: totals[$0]!) }
    }
}
