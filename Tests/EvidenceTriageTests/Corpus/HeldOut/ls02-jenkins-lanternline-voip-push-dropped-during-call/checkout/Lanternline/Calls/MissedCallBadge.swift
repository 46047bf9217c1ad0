/// Tab-bar badge for missed calls.
enum MissedCallBadge {
    static func text(for count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > 100 ? "99+" : String(count)
    }
}
