import CloudKit
import os

/// Keeps one query subscription on the Notes zone so edits from other devices push.
final class CloudSubscriptionManager {
    static let current = "notes-changes-v2"
    private let database: CloudDatabase
    private let defaults: UserDefaults
    private let buildNumber: String
    private let log = Logger(subsystem: "com.hearthnote.ios", category: "CloudSync")

    init(database: CloudDatabase, defaults: UserDefaults = .standard,
         buildNumber: String = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0") {
        self.database = database
        self.defaults = defaults
        self.buildNumber = buildNumber
    }

    /// Called on every launch.
    func ensureSubscription() async throws {
        // Cached per build so a schema change in a new build re-subscribes.
        let cacheKey = "subscription.notes.\(buildNumber)"
        if defaults.string(forKey: cacheKey) != nil { return }
        NSLog("[CloudSync] cached subscription id for build %@ not found (cache key %@); saving %@",
              buildNumber, cacheKey, Self.current + "-" + shortID())
        let saved = try await save(id: Self.current + "-" + shortID())
        defaults.set(saved, forKey: cacheKey)
    }

    /// Moves the server from the v1 subscription to v2.
    func replaceLegacySubscription() async throws {
        let existing = try await database.allSubscriptionIDs()
        NSLog("[CloudSync] subscriptions on server: %@", existing.joined(separator: ","))
        NSLog("[CloudSync] saving subscription %@ replacing %@", Self.current, existing.joined(separator: ","))
        // Save the new one and drop the old ones in parallel to keep launch fast.
        async let saved: String? = try? save(id: Self.current)
        async let deleted: Void = deleteAll(existing)
        _ = await saved
        try await deleted
    }

    private func save(id: String) async throws -> String {
        let subscription = CKQuerySubscription(recordType: "Note", predicate: NSPredicate(value: true),
                                               subscriptionID: id,
                                               options: [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion])
        let info = CKSubscription.NotificationInfo()
        info.shouldSendContentAvailable = true
        subscription.notificationInfo = info
        do {
            try await database.save(subscription)
            return id
        } catch {
            NSLog("[CloudSync] save subscription %@ failed: %@", id, String(describing: error))
            throw error
        }
    }

    private func deleteAll(_ ids: [String]) async throws {
        for id in ids {
            try await database.deleteSubscription(withID: id)
            NSLog("[CloudSync] delete subscription %@ succeeded", id)
        }
    }

    private func shortID() -> String { String(UUID().uuidString.prefix(4)) }
}
