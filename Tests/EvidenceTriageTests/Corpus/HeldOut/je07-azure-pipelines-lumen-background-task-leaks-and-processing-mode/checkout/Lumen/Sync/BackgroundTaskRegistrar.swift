import UIKit

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}

/// Keeps the process alive for a few seconds after backgrounding so in-flight journal saves can land.
final class BackgroundTaskRegistrar {
    private let application: BackgroundTaskApplication
    private(set) var current: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication) {
        self.application = application
    }

    func beginFinishingSync() {
        current = application.beginBackgroundTask(withName: "Lumen.finishSync") { [weak self] in
            guard let self else { return }
            self.application.endBackgroundTask(self.current)
            self.current = .invalid
        }
        SyncEngine.shared.flush { [weak self] in
            guard let self, self.current != .invalid else { return }
            self.application.endBackgroundTask(self.current)
            self.current = .invalid
        }
    }
}
