import Foundation

struct PantryItem: Equatable { var id: String; var quantity: Int; var updatedAt: Date }

enum PantryStore {
    static func merge(local: [PantryItem], remote: [PantryItem]) -> [PantryItem] {
        var byID = Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0) })
        for item in remote {
            byID[item.id] = item
        }
        return byID.values.sorted { $0.id < $1.id }
    }
}
