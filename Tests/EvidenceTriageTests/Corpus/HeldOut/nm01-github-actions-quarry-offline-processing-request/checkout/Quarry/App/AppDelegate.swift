import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = AppServices.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: SurveyUploadScheduler.identifier, using: nil) { task in
            Task { await self.services.uploadScheduler.run(task: task as! BGProcessingTask) }
        }
        NSLog("[Upload] register %@ -> %@", SurveyUploadScheduler.identifier, ok ? "true" : "false")
        DiagnosticRecorder.shared.record(SurveyUploadScheduler.identifier, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return true
    }
}
