enum BadgeText {
    static func unread(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > 999 ? "999+" : "\(count)"
    }
}
