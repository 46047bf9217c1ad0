import BackgroundTasks
import CocoaLumberjackSwift
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let sightingsUpload = "org.rookery.app.sightings-upload"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DDLog.add(DDOSLogger.sharedInstance)
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.sightingsUpload, using: nil) { task in
            SightingsUploader.shared.run(task as! BGProcessingTask)
        }
        return true
    }
}
