enum BadgeFormatter {
    static func label(for count: Int) -> String {
        if count > 100 { return "99+" }
        return count <= 0 ? "" : String(count)
    }
}
