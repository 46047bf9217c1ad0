import UIKit

/// Wraps `UIApplication.beginBackgroundTask` so uploads started while the app is being
/// backgrounded get a few seconds to hand their bytes to `nsurlsessiond`.
protocol BackgroundTaskRunning {
    func beginLease(named name: String) -> BackgroundLease
}

struct BackgroundLease {
    let identifier: UIBackgroundTaskIdentifier
    let remainingAtStart: TimeInterval
}

final class ApplicationBackgroundTaskRunner: BackgroundTaskRunning {
    func beginLease(named name: String) -> BackgroundLease {
        print("[BackgroundTaskRunner] begin lease '\(name)': reading backgroundTimeRemaining on main")
        // UIApplication must be touched on the main thread.
        return DispatchQueue.main.sync {
            let app = UIApplication.shared
            let id = app.beginBackgroundTask(withName: name) { }
            return BackgroundLease(identifier: id, remainingAtStart: app.backgroundTimeRemaining)
        }
    }
}
