import UIKit

/// Keeps message sends alive with UIApplication background tasks and tells interested parties
/// (the outbox, the sync engine) when every activity has ended.
final class BackgroundActivityManager {
    private let app: BackgroundTaskApplication
    private let queue = DispatchQueue(label: "com.marrowgate.bgactivity")
    private var activities: [UIBackgroundTaskIdentifier: String] = [:]
    private var allEndedHandlers: [() -> Void] = []

    init(app: BackgroundTaskApplication = UIApplication.shared) {
        self.app = app
    }

    func begin(_ name: String) {
        var id = UIBackgroundTaskIdentifier.invalid
        id = app.beginBackgroundTask(withName: name) { [weak self] in self?.handleExpiration() }
        queue.sync { activities[id] = name }
    }

    func end(_ id: UIBackgroundTaskIdentifier) {
        let handlers: [() -> Void] = queue.sync {
            activities[id] = nil
            app.endBackgroundTask(id)
            guard activities.isEmpty else { return [] }
            defer { allEndedHandlers.removeAll() }
            return allEndedHandlers
        }
        handlers.forEach { $0() }
    }

    func notifyWhenAllBackgroundActivitiesEnd(_ handler: @escaping () -> Void) {
        queue.sync { allEndedHandlers.append(handler) }
    }

    /// UIKit calls expiration handlers on the main thread.
    func handleExpiration() {
        queue.sync {
            NSLog("[bgact] expiration: ending %ld activities", activities.count)
            for id in activities.keys { app.endBackgroundTask(id) }
            activities.removeAll()
            let handlers = allEndedHandlers
            allEndedHandlers.removeAll()
            // Observers update UI, so hop to main before calling them.
            DispatchQueue.main.sync { handlers.forEach { $0() } }
        }
    }
}
