import UIKit

/// What the factory needs from UIApplication; faked in tests.
protocol BackgroundTaskRunning: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskRunning {}

/// Wraps each upload in a UIApplication background task so it can finish after the user leaves.
final class UploadActivityFactory {
    final class Activity {
        let name: String
        fileprivate(set) var identifier: UIBackgroundTaskIdentifier = .invalid
        init(name: String) { self.name = name }
    }

    private let application: BackgroundTaskRunning
    private var active: [UIBackgroundTaskIdentifier: Activity] = [:]
    private let lock = NSLock()
    private(set) var isPaused = false

    init(application: BackgroundTaskRunning, notificationCenter: NotificationCenter = .default) {
        self.application = application
    }

    /// Returns nil while paused: after the system expired our time we stop starting new work.
    func startActivity(named name: String) -> Activity? {
        lock.lock(); defer { lock.unlock() }
        guard !isPaused else { return nil }
        let activity = Activity(name: name)
        activity.identifier = application.beginBackgroundTask(withName: name) { [weak self] in
            self?.handleExpiration()
        }
        active[activity.identifier] = activity
        return activity
    }

    func end(_ activity: Activity) {
        lock.lock(); defer { lock.unlock() }
        guard active.removeValue(forKey: activity.identifier) != nil else { return }
        application.endBackgroundTask(activity.identifier)
    }

    private func handleExpiration() {
        lock.lock(); defer { lock.unlock() }
        isPaused = true
        for (id, _) in active { application.endBackgroundTask(id) }
        active.removeAll()
    }

    func resume() {
        lock.lock(); defer { lock.unlock() }
        isPaused = false
    }
}
