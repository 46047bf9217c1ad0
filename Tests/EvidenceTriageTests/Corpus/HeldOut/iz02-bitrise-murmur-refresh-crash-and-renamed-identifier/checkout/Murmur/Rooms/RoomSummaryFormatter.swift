import Foundation

struct RoomSummaryFormatter {
    /// Badge text for the room list. Counts above 99 show "99+".
    func unreadBadge(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > 100 ? "99+" : String(count)
    }
}
