enum ChannelListFormatter {
    static func badge(unread: Int) -> String {
        unread > 999 ? "999+" : String(unread)
    }
}
