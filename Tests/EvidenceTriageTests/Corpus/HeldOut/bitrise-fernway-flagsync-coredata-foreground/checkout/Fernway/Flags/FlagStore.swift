import CoreData
import Foundation
import UIKit

/// Persists feature flags fetched by the background refresh (com.fernway.trails.flagsync)
/// and re-reads them when the app returns to the foreground.
final class FlagStore {
    private let container: NSPersistentContainer
    private lazy var syncContext: NSManagedObjectContext = container.newBackgroundContext()
    private var foregroundObserver: NSObjectProtocol?

    init(container: NSPersistentContainer, notificationCenter: NotificationCenter = .default) {
        self.container = container
        foregroundObserver = notificationCenter.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak self] _ in
            self?.flushPendingOverrides()
        }
    }

    /// Called by FlagSyncJob from the BGAppRefreshTask handler.
    func persist(_ flags: [FlagPayload]) async throws {
        try await syncContext.perform {
            for flag in flags {
                FeatureFlag.upsert(flag, in: self.syncContext)
            }
            try self.syncContext.save()
        }
    }

    /// Local overrides queued while the sync ran are written when the app is foregrounded.
    private func flushPendingOverrides() {
        guard syncContext.hasChanges || !PendingOverrides.shared.isEmpty else { return }
        for override in PendingOverrides.shared.drain() {
            FeatureFlag.applyOverride(override, in: syncContext)
        }
        try? syncContext.save()
    }

    func value(for key: String) -> Bool? {
        container.viewContext.performAndWait {
            FeatureFlag.find(key: key, in: container.viewContext)?.enabled
        }
    }
}
