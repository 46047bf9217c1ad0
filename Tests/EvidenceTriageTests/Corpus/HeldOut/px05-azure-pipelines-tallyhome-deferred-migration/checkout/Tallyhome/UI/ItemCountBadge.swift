enum ItemCountBadge {
    static func text(for count: Int) -> String {
        count > 999 ? "999+" : String(count)
    }
}
