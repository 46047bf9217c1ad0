import UIKit
import BackgroundTasks
import Capacitor

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TimerTask.shared.register { task in
            self.handleTimerTask(task: task as! BGAppRefreshTask)
        }
        return true
    }

    func handleTimerTask(task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(.execution, TimerTask.identifier)
        let payload = TimerTask.shared.runDueReminders()
        BridgeRegistry.shared.bridge?.triggerWindowJSEvent(eventName: "taskCompleted", data: payload.json)
        task.setTaskCompleted(success: true)
    }
}
