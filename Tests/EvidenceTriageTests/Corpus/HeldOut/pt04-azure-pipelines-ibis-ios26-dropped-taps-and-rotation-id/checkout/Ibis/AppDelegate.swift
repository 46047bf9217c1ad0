import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var keyRotationRegistered = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticRecorder.shared.bootstrap()
        keyRotationRegistered = KeyRotationTask.register()
        return true
    }
}
