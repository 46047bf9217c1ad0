import Foundation

struct PantryItem: Equatable {
    let sku: String
    var quantity: Int
    var updatedAt: Date
}

enum InventoryMerge {
    static func merge(local: PantryItem, remote: PantryItem) -> PantryItem {
        var merged = local
        merged.quantity = max(local.updatedAt, remote.updatedAt) == local.updatedAt ? remote.quantity : local.quantity
        merged.updatedAt = max(local.updatedAt, remote.updatedAt)
        return merged
    }
}
