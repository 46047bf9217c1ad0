import Foundation
import os
import UIKit

struct PushSyncHandler {
    private static let log = Logger(subsystem: "com.quayside.chat", category: "push")
    let store: MessageStore
    var api: InboxAPI = .live

    func handle(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        guard let conversation = userInfo["conversation"] as? String else { return .noData }
        Self.log.notice("content-available wake: syncing conversation \(conversation, privacy: .public)")
        do {
            let messages = try await api.messages(in: conversation)
            try store.insert(messages)
            try await api.acknowledge(conversation: conversation, count: messages.count)
            Self.log.notice("push sync stored \(messages.count, privacy: .public) messages")
            return messages.isEmpty ? .noData : .newData
        } catch {
            Self.log.error("push sync failed: \(String(describing: error), privacy: .public)")
            return .failed
        }
    }
}
