import Foundation

enum UnreadBadge {
    static func text(for count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > 100 ? "99+" : String(count)
    }
}
