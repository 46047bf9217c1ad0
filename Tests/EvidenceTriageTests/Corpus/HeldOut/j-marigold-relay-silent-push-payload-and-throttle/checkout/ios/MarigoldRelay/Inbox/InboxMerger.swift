enum InboxMerger {
    static func merge(local: [Message], remote: [Message]) -> [Message] {
        (local + remote).sorted { $0.id < $1.id }
    }
}
