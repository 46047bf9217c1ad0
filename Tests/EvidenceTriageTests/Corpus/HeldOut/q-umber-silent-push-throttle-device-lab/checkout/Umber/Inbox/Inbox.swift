struct Inbox {
    let messages: [Message]
    var badgeCount: Int { messages.filter { $0.unread }.count }
}
