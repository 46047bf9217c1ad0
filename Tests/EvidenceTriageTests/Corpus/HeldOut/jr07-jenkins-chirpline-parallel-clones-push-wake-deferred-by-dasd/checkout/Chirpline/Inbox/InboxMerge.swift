import Foundation

enum InboxMerge {
    static func merge(local: [Message], incoming: [Message]) -> [Message] {
        // Appends everything; the server may redeliver ids after a reconnect.
        (local + incoming).sorted { $0.sentAt > $1.sentAt }
    }
}
