import UIKit

/// Hands out background activities; once the system expires them, stays in expiry mode.
final class BackgroundActivityFactory {
    private(set) var isInExpiryMode = false
    private var activities: [UIBackgroundTaskIdentifier] = []
    let application: BackgroundTaskApplication

    init(application: BackgroundTaskApplication) { self.application = application }

    func startActivity(named name: String) -> BackgroundActivity? {
        guard !isInExpiryMode else { return nil }
        let id = application.beginBackgroundTask(withName: name) { [weak self] in self?.handleExpiry() }
        guard id != .invalid else { return nil }
        activities.append(id)
        return BackgroundActivity(id: id, factory: self)
    }

    private func handleExpiry() {
        isInExpiryMode = true
        activities.forEach(application.endBackgroundTask)
        activities.removeAll()
    }

    func applicationWillEnterForeground() {
        // TODO: leave expiry mode
    }
}
