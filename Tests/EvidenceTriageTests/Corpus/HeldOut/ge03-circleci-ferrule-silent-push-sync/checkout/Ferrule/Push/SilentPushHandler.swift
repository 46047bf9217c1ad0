import UIKit

/// Runs an inbox sync for a background (content-available) push and reports the
/// result to iOS within the time the system gives us.
final class SilentPushHandler {
    private let sync: InboxSyncing
    private let deadline: Duration

    init(sync: InboxSyncing, deadline: Duration = .seconds(25)) {
        self.sync = sync
        self.deadline = deadline
    }

    /// Bridges the sync to the `fetchCompletionHandler` iOS hands us.
    func handle(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        await withCheckedContinuation { continuation in
            let work = Task {
                let changed = (try? await sync.syncInbox(reason: .silentPush)) ?? 0
                print("[push] inbox sync finished, \(changed) new message(s)")
                continuation.resume(returning: changed > 0 ? .newData : .noData)
            }
            Task {
                try? await Task.sleep(for: deadline)
                print("[push] sync still running after \(deadline), reporting .failed")
                work.cancel()
                continuation.resume(returning: .failed)
            }
        }
    }
}
