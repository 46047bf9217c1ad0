import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundJobs.shared.registerAll()   // com.hedgerow.journal.sync (refresh), com.hedgerow.journal.nightly-digest (processing)
        return true
    }
}
