import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        for (id, kind) in [("app.larder.ios.refresh", TaskKind.appRefresh), ("app.larder.ios.cleanup", TaskKind.processing)] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                BackgroundRouter.handle(task)
            }
            DiagnosticRecorder.shared.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
        }
        return true
    }
}
