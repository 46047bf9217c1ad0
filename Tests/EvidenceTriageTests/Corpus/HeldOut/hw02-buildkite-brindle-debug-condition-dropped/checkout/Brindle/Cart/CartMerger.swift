import Foundation

struct CartLine: Equatable {
    let itemID: String
    var quantity: Int
    var updatedAt: Date
}

/// Merges the local cart with the server copy after a sync.
enum CartMerger {
    static func merge(local: [CartLine], remote: [CartLine]) -> [CartLine] {
        var byID = Dictionary(uniqueKeysWithValues: local.map { ($0.itemID, $0) })
        for line in remote {
            if byID[line.itemID] == nil {
                byID[line.itemID] = line
            }
            // An item present on both sides keeps the local quantity.
        }
        return byID.values.sorted { $0.itemID < $1.itemID }
    }
}
