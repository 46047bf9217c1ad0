import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        EvidenceRecorder.shared.start()
        WorkoutUploadTask.register()   // com.cinderpath.app.workout-upload (BGProcessingTask)
        return true
    }
}
