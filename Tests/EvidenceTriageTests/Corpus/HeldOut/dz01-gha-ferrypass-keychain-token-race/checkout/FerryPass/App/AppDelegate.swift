import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let recorder = DiagnosticRecorder.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.register(poller: { AppEnvironment.current.makeHarbourPoller() }, recorder: recorder)
        BackgroundTasks.schedule(recorder: recorder)
        return true
    }
}
