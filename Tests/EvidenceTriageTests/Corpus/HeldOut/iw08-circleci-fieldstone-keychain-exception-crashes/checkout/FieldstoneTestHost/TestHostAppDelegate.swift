import UIKit

/// Minimal host for FieldstoneTests: registers the background task like the real app, nothing else.
@main
final class TestHostAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        EvidenceRecorder.shared.start()
        VisitSyncTask.register()
        return true
    }
}
