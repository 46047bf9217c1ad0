import UIKit
import BackgroundTasks
import EvidenceRecorder

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let syncTaskID = "com.lanternapps.reader.sync"
    private lazy var startup = LaunchStartup(provider: SystemProtectedData(), builder: AppBuilder())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(job: ReadingPositionSyncJob())
        startup.start()
        return true
    }
}
