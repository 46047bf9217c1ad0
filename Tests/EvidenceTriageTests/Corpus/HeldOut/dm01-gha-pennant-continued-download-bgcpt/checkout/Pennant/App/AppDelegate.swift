import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundRegistrar.shared.registerAll()
        return true
    }
}

final class BackgroundRegistrar {
    static let shared = BackgroundRegistrar()
    let recorder = DiagnosticRecorder.shared

    func registerAll() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.pennantlabs.pennant.refresh", using: nil) { task in
            FeedRefresh.handle(task as! BGAppRefreshTask)
        }
        recorder.record(id: "com.pennantlabs.pennant.refresh", kind: .appRefresh, phase: .registration, ok: refreshOK)

        if #available(iOS 26.0, *) {
            let downloadOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: DownloadBackgroundTaskModel.permittedPattern, using: nil) { task in
                DownloadCoordinator.shared.model.handle(task: task as! BGContinuedProcessingTask)
            }
            recorder.record(id: DownloadBackgroundTaskModel.permittedPattern, kind: .processing, phase: .registration, ok: downloadOK)
        }
    }
}
