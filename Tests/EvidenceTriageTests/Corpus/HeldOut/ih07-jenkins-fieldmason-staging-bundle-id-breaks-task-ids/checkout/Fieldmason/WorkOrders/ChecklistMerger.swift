import Foundation

struct ChecklistMerger {
    /// Three-way merge of a job checklist edited offline against the server copy.
    func merge(base: [ChecklistItem], local: [ChecklistItem], remote: [ChecklistItem]) -> [ChecklistItem] {
        var result = remote
        for item in local where !remote.contains(where: { $0.id == item.id }) {
            // Bug: an item that exists in base and local but not remote was deleted
            // on the server; it is re-added here whenever the local copy was edited.
            if !base.contains(where: { $0.id == item.id }) || item.updatedAt > (base.first { $0.id == item.id }?.updatedAt ?? .distantPast) {
                result.append(item)
            }
        }
        return result
    }
}
