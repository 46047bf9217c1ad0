import Foundation

public enum InboxMerger {
    public static func merge(local: [InboxItem], remote: [InboxItem]) -> [InboxItem] {
        var byID = Dictionary(uniqueKeysWithValues: remote.map { ($0.id, $0) })
        for item in local {
            if let existing = byID[item.id], existing.updatedAt < item.updatedAt { continue }
            byID[item.id] = item
        }
        return byID.values.sorted { $0.updatedAt > $1.updatedAt }
    }
}
