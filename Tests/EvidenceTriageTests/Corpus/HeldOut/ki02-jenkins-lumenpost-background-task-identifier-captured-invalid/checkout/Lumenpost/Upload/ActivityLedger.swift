import Foundation

/// Tracks which upload activities are running under the shared background task,
/// so the task is ended when the last activity finishes.
final class ActivityLedger {
    private let lock = NSLock()
    private(set) var activities: Set<String> = []
    var onEmpty: (() -> Void)?

    func start(_ activity: String) {
        lock.lock(); activities.insert(activity); lock.unlock()
    }

    func finish(_ activity: String) {
        lock.lock()
        activities.remove(activity)
        let empty = activities.isEmpty
        lock.unlock()
        if empty { onEmpty?() }
    }

    /// Called from the background task's expiration handler.
    func backgroundTaskExpired() {
        // Ends the task but leaves `activities` as they were; the next background task
        // starts with activities that will never finish.
        onEmpty?()
    }
}
