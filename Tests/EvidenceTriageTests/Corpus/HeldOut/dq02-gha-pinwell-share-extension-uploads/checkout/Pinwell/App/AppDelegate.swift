import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let uploads = UploadCoordinator.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        uploads.reconnectBackgroundSession()
        return true
    }

    /// Called by the system when it relaunches (or resumes) the app in the background
    /// because a background session that belongs to us needs attention.
    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        RelaunchEventLog.record(identifier)
        uploads.storeSystemCompletionHandler(completionHandler, for: identifier)
    }
}

/// Debug bookkeeping shown on the Uploads diagnostics screen ("Relaunch events: N").
enum RelaunchEventLog {
    private static let key = "PinwellRelaunchEvents"
    static func record(_ identifier: String) {
        var events = UserDefaults.standard.stringArray(forKey: key) ?? []
        events.append(identifier)
        UserDefaults.standard.set(events, forKey: key)
    }
    static var count: Int { UserDefaults.standard.stringArray(forKey: key)?.count ?? 0 }
}
