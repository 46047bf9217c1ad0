import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let trailUploadID = "com.ridgeline.app.trail-upload"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.trailUploadID, using: nil) { task in
            TrailUploader.shared.handle(task as! BGProcessingTask)
        }
        Diagnostics.shared.record(Self.trailUploadID, kind: .processing, phase: .registration, ok: ok)
        return true
    }
}
