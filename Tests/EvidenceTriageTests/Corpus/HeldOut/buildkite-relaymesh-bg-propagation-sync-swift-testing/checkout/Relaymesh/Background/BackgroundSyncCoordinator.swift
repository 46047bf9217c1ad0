import Foundation
import BackgroundTasks

/// Owns the two background lanes (app refresh + processing) that pull queued
/// messages from the propagation node while the app is suspended.
@MainActor
final class BackgroundSyncCoordinator {
    static let refreshID = "com.relaymesh.messenger.propagation.refresh"
    static let processingID = "com.relaymesh.messenger.propagation.processing"

    private let scheduler: any BackgroundScheduling
    private let settings: SyncSettingsStore
    private let clock: any NowProviding
    private let sync: any PropagationSyncing
    let minimumDelay: TimeInterval = 15 * 60

    init(scheduler: any BackgroundScheduling, settings: SyncSettingsStore,
         clock: any NowProviding, sync: any PropagationSyncing) {
        self.scheduler = scheduler
        self.settings = settings
        self.clock = clock
        self.sync = sync
    }

    /// Called from the BGTask launch handler (or directly by tests).
    func deliver(_ kind: BackgroundTaskKind) async -> Bool {
        scheduleFromCurrentSettings()
        let ok = await sync.syncWithPropagationNode()
        return ok
    }

    func scheduleFromCurrentSettings() {
        let base = settings.lastSyncAt ?? clock.now
        let next = max(base.addingTimeInterval(settings.interval), clock.now.addingTimeInterval(minimumDelay))
        scheduler.submit(.appRefresh, identifier: Self.refreshID, earliestBegin: next)
        scheduler.submit(.processing, identifier: Self.processingID, earliestBegin: next)
    }
}
