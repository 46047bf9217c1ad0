import UIKit

/// Hands out "background activities" backed by one UIApplication background task.
final class BackgroundActivityFactory {
    static let shared = BackgroundActivityFactory(application: UIApplication.shared)

    private let application: BackgroundTaskApplication
    private let isolation = DispatchQueue(label: "com.lanternly.background-activity")
    private var activities: [BackgroundActivity] = []
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication) {
        self.application = application
    }

    func begin(_ name: String, expirationHandler: (() -> Void)? = nil) -> BackgroundActivity? {
        isolation.sync {
            if taskID == .invalid {
                taskID = application.beginBackgroundTask(withName: "BackgroundActivityFactory") { [weak self] in
                    self?.handleExpiration()
                }
            }
            guard taskID != .invalid else { return nil }
            let activity = BackgroundActivity(name: name, expirationHandler: expirationHandler)
            activities.append(activity)
            NSLog("[BGActivity] begin '%@' (%ld open)", name, activities.count)
            return activity
        }
    }

    func end(_ activity: BackgroundActivity) {
        isolation.sync {
            activities.removeAll { $0 === activity }
            if activities.isEmpty { finishTask() }
        }
    }

    /// UIKit calls the expiration handler on the main queue.
    func handleExpiration() {
        isolation.sync {
            let group = DispatchGroup()
            for activity in activities {
                group.enter()
                DispatchQueue.main.async {
                    activity.expirationHandler?()
                    group.leave()
                }
            }
            group.wait()
            activities.removeAll()
            finishTask()
        }
    }

    private func finishTask() {
        guard taskID != .invalid else { return }
        application.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
