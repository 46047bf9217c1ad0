import BackgroundTasks
import Capacitor
import UIKit

extension AppDelegate {
    static func handleRefreshTask(_ task: AppRefreshTasking) {
        task.expirationHandler = {
            task.setTaskCompleted(success: false)
            // The app delegate has no bridge; this resolves to nil outside a view controller.
            (UIApplication.shared.delegate as? AppDelegate)?.capBridge?.triggerWindowJSEvent(eventName: "taskExpired")
        }
        task.setTaskCompleted(success: true)
    }
}
