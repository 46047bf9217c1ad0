import UIKit
import os

/// What we need from UIApplication, so tests can observe begin/end pairs.
protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}

/// Keeps the process alive while a manifest upload finishes after the user leaves the app.
final class BackgroundTaskManager {
    private let log = Logger(subsystem: "com.harbormaster.ios", category: "Upload")
    private let application: BackgroundTaskApplication
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid
    private var backgroundTimer: Timer?

    init(application: BackgroundTaskApplication = UIApplication.shared) {
        self.application = application
    }

    /// Called from sceneDidEnterBackground and whenever an upload starts.
    func beginBackgroundTask() {
        backgroundTaskID = application.beginBackgroundTask(withName: "manifest-upload") { [weak self] in
            self?.endBackgroundTask()
        }
        log.info("beginBackgroundTask(\"manifest-upload\") -> \(self.backgroundTaskID.rawValue)")
        backgroundTimer = Timer.scheduledTimer(withTimeInterval: 25, repeats: false) { [weak self] _ in
            self?.endBackgroundTask()
        }
    }

    func endBackgroundTask() {
        backgroundTimer?.invalidate()
        backgroundTimer = nil
        if backgroundTaskID != .invalid {
            log.info("endBackgroundTask(\(self.backgroundTaskID.rawValue))")
            application.endBackgroundTask(backgroundTaskID)
        }
    }
}
