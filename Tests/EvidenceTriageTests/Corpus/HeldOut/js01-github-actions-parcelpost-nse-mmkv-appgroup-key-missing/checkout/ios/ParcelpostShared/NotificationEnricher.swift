import Foundation
import UserNotifications

public struct NotificationEnricher {
    private let store: SharedStore

    public init(appGroupID: String) { store = SharedStore(appGroupID: appGroupID) }

    public func enrich(_ content: UNMutableNotificationContent) async -> UNMutableNotificationContent {
        guard let threadID = content.userInfo["threadId"] as? String else { return content }

        if let muted = store.stringArray("muted.threads") {
            if muted.contains(threadID) { content.sound = nil }
        } else {
            NSLog("[NSE] muted.threads not present in shared store (%d keys)", store.keyCount)
        }

        if let sender = store.string("thread.\(threadID).sender") {
            content.body = "\(sender): \(content.body)"
        } else {
            NSLog("[NSE] thread %@: no sender in shared store, delivering body unchanged", threadID)
        }
        return content
    }
}
