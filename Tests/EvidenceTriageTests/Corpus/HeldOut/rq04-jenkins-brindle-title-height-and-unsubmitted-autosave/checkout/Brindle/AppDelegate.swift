import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticRecorder.shared.configure(environment: ProcessInfo.processInfo.environment)
        AutosaveTask.shared.register()
        return true
    }
}
