import UIKit

/// Keeps an attachment upload alive after the user leaves the app.
final class UploadKeepAlive {
    private let application: BackgroundTaskApplication
    private let clock: any Clock<Duration>
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication, clock: any Clock<Duration>) {
        self.application = application
        self.clock = clock
    }

    func begin() {
        taskID = application.beginBackgroundTask(withName: "sable.upload") { [weak self] in
            self?.end()
        }
        // Relies on the expiration handler alone; nothing watches
        // backgroundTimeRemaining, so the task is still open when the system warns.
    }

    func end() {
        guard taskID != .invalid else { return }
        application.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
