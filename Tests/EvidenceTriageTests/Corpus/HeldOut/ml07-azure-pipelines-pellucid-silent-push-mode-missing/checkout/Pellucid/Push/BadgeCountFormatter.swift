enum BadgeCountFormatter {
    static func string(for count: Int) -> String {
        count > 999 ? "999+" : String(count)
    }
}
