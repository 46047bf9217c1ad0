import UIKit
import BackgroundTasks
import shared

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    static let receiptSyncTaskId = "com.tallyfern.ios.receipt-sync"
    static let ocrCleanupTaskId = "com.tallyfern.ios.ocr-cleanup"

    var window: UIWindow?
    let syncBridge = BackgroundSyncBridge()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Registered before launch finishes; `using: nil` means the system
        // calls the handler on a background serial queue it creates.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: AppDelegate.receiptSyncTaskId, using: nil) { task in
            self.syncBridge.handle(task: task as! BGAppRefreshTask)
        }
        TaskEventRecorder.shared.record(identifier: AppDelegate.receiptSyncTaskId, kind: .appRefresh,
                                        phase: .registration, succeeded: ok, errorType: ok ? nil : "BGTaskScheduler.register returned false")
        NSLog("[Tallyfern] launch: registered %@ (%@)", AppDelegate.receiptSyncTaskId, ok ? "ok" : "failed")

        // Nightly clean-up of cached OCR images (BGProcessingTask, added in #212).
        let cleanupOk = BGTaskScheduler.shared.register(forTaskWithIdentifier: AppDelegate.ocrCleanupTaskId, using: nil) { task in
            OcrCacheCleaner.shared.run(task: task as! BGProcessingTask)
        }
        TaskEventRecorder.shared.record(identifier: AppDelegate.ocrCleanupTaskId, kind: .processing,
                                        phase: .registration, succeeded: cleanupOk,
                                        errorType: cleanupOk ? nil : "BGTaskScheduler.register returned false")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        syncBridge.scheduleNext()
    }
}
