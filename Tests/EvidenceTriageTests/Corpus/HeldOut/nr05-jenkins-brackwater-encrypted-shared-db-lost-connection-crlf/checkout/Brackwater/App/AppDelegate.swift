import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.start()
        SurveyUploadTask.register()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        SurveyUploadTask.schedule()
    }
}
