import Foundation

public enum VaultItemSorter {
    /// Pinned items first, then most recently modified.
    public static func sorted(_ items: [VaultItem]) -> [VaultItem] {
        items.sorted { lhs, rhs in
            if lhs.isPinned != rhs.isPinned { return lhs.isPinned }
            return lhs.modifiedAt < rhs.modifiedAt
        }
    }
}
