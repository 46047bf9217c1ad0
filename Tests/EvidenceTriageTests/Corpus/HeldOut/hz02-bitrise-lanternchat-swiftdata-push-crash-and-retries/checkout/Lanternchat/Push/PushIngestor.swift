import SwiftData
import UserNotifications

/// Writes messages delivered by silent push into the store and updates badge / banner.
@ModelActor
actor PushIngestor {
    static let shared = PushIngestor(modelContainer: Persistence.shared.container)

    var onBadge: (@MainActor (Int) -> Void)?

    func setBadgeHandler(_ handler: @escaping @MainActor (Int) -> Void) { onBadge = handler }

    /// Called when the user switches account: drop everything this context has registered.
    func resetForAccountSwitch() {
        modelContext.reset()
    }

    func ingest(_ userInfo: [AnyHashable: Any]) async -> Bool {
        guard let payload = PushPayload(userInfo) else { return false }
        let accountID = payload.accountID
        guard let account = try? modelContext.fetch(
            FetchDescriptor<AccountEntity>(predicate: #Predicate { $0.remoteID == accountID })).first
        else { return false }
        if (try? modelContext.fetchCount(FetchDescriptor<MessageEntity>(
            predicate: #Predicate { $0.remoteID == payload.messageID }))) ?? 0 > 0 {
            return false   // redelivered push
        }
        let message = MessageEntity(remoteID: payload.messageID, body: payload.body, account: account)
        modelContext.insert(message)
        account.unreadCount += 1
        try? modelContext.save()

        // Badge and banner are UI work; hop to the main actor.
        let badge = onBadge
        Task { @MainActor in
            badge?(account.unreadCount)
            NotificationPresenter.shared.present(preview: message.body, from: account.displayName)
        }
        return true
    }
}
