import Foundation

enum ListMerge {
    /// Last writer wins per item id.
    static func merge(local: [ListItem], remote: [ListItem]) -> [ListItem] {
        var byID = Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0) })
        for item in remote {
            if let mine = byID[item.id] {
                // Keep whichever copy is newer.
                byID[item.id] = item.createdAt > mine.createdAt ? item : mine
            } else {
                byID[item.id] = item
            }
        }
        return byID.values.sorted { $0.position < $1.position }
    }
}
