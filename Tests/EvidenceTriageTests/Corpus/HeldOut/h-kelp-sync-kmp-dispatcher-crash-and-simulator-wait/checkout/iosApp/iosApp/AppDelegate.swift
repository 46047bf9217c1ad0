import UIKit
import BackgroundTasks
import Shared

class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        KoinInitializerKt.doInitKoin(platformModule: IOSModuleKt.iosModule)
        let executor = KoinIOS().chainExecutor()
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "kmp_chain_executor_task", using: nil) { task in
            executor.handle(task: task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: "kmp_chain_executor_task", kind: .processing, phase: .registration, outcome: .succeeded)
        return true
    }
}
