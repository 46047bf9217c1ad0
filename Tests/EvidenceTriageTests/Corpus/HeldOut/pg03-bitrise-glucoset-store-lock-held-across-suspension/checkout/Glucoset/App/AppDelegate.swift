import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        HealthImportScheduler.shared.register()
        DiagnosticRecorder.shared.record(identifier: HealthImportScheduler.identifier, kind: .processing, phase: .registration, outcome: .succeeded)
        return true
    }
}
