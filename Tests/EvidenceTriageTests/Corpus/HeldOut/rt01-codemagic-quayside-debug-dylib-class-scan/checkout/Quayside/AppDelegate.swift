import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let recorder = DiagnosticRecorder(fileName: "registration.jsonl")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RouteRegistry.shared.scanRoutes()

        // Receipt upload is registered explicitly (it predates the job catalog).
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.quayside.app.receipt-upload", using: nil) { task in
            ReceiptUploader.shared.drain(task as! BGProcessingTask)
        }
        recorder.record("com.quayside.app.receipt-upload", kind: .processing, phase: .registration, ok: ok)

        BackgroundJobCatalog.shared.discoverAndRegister(recorder: recorder)
        return true
    }
}
