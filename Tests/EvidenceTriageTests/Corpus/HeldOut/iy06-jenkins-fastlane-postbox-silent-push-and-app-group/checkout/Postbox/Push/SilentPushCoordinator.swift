import UIKit

/// Keeps the `fetchCompletionHandler`s the system hands us for silent
/// (content-available) pushes until the mailbox sync for that push finishes.
final class SilentPushCoordinator {
    typealias FetchCompletion = (UIBackgroundFetchResult) -> Void

    private var pendingCompletionHandlers: [String: FetchCompletion] = [:]
    private let lock = NSLock()

    func register(_ handler: @escaping FetchCompletion, forKey key: String) {
        lock.withLock { pendingCompletionHandlers[key] = handler }
    }

    /// Called by the sync engine when the push-triggered sync is done.
    func endBackgroundHandler(_ key: String, result: UIBackgroundFetchResult) {
        performCompletionHandler(withKey: key, result: result, removeAfterExecution: false)
    }

    /// Called on `willEnterForeground`: anything still pending is finished now.
    func flushCompletionHandlerQueue() {
        let keys = lock.withLock { Array(pendingCompletionHandlers.keys) }
        for key in keys {
            performCompletionHandler(withKey: key, result: .noData, removeAfterExecution: true)
        }
    }

    private func performCompletionHandler(withKey key: String, result: UIBackgroundFetchResult, removeAfterExecution: Bool) {
        guard let handler = lock.withLock({ pendingCompletionHandlers[key] }) else { return }
        handler(result)
        if removeAfterExecution {
            lock.withLock { pendingCompletionHandlers[key] = nil }
        }
    }
}
