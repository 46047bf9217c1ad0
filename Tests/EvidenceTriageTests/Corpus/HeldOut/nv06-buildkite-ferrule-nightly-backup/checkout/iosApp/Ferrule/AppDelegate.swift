import UIKit
import BackgroundTasks
import FerruleShared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        KoinIOSKt.doInitKoin()
        // Both dispatcher ids must have a handler before launch finishes.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "kmp_master_dispatcher_task", using: nil) { task in
            IosWorkDispatcher.shared.handleMasterDispatch(task: task as! BGProcessingTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "kmp_chain_executor_task", using: nil) { task in
            IosWorkDispatcher.shared.handleChain(task: task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.registered(["kmp_master_dispatcher_task", "kmp_chain_executor_task"], kind: .processing)
        return true
    }
}
