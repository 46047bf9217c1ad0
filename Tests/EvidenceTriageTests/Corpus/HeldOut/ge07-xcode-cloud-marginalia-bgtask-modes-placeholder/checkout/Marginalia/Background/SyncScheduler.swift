import Foundation

/// Decides which background requests to leave with the system when the scene goes away.
final class SyncScheduler {
    func appDidEnterBackground() throws {
        try BackgroundTasks.submitSyncRefresh()
    }

    func sceneDidEnterBackground(hasUnindexedNotes: Bool) {
        try? appDidEnterBackground()
        if hasUnindexedNotes {
            try? BackgroundTasks.submitNightlyIndex()
        }
    }
}
