import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    private lazy var exposureCheck = ExposureCheckTask(
        transactionFactory: { ExposureDetectionTransaction(client: .live, detector: ENExposureDetector()) },
        scheduler: ExposureCheckScheduler())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        DiagnosticsRecorder.shared.begin()
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: ExposureCheckTask.identifier, using: nil) { [exposureCheck] task in
            exposureCheck.handle(task as! BGProcessingTask)
        }
        NSLog("[Background] %@ %@", ok ? "registered" : "FAILED to register", ExposureCheckTask.identifier)
        DiagnosticsRecorder.shared.record(ExposureCheckTask.identifier, kind: .processing, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
        ExposureCheckScheduler().scheduleNextCheck()
        return true
    }
}
