import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Created when the first lock is paired (PairingFlow), not at launch.
    lazy var central = CentralController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.kestrelhome.lock.firmware-check",
                                        using: nil) { task in
            FirmwareCheck.run(task as! BGProcessingTask)
        }
        LockRestorationHandler.shared.store = LockSessionStore()
        return true
    }
}

enum FirmwareCheck {
    static func run(_ task: BGProcessingTask) {
        task.setTaskCompleted(success: true)
    }
}
