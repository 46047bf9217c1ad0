import Foundation
import Capacitor
import UIKit

/// Local copy of the "beforeExit" pattern from @capawesome/capacitor-background-task 0.x.
@objc(BeforeExitPlugin)
public class BeforeExitPlugin: CAPPlugin {
    private var taskIds: [String: UIBackgroundTaskIdentifier] = [:]

    @objc func beforeExit(_ call: CAPPluginCall) {
        call.keepAlive = true
        let callbackId = call.callbackId
        var taskId = UIBackgroundTaskIdentifier.invalid
        taskId = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.finishTask(callbackId)
        }
        taskIds[callbackId] = taskId
        // BUG: runs the task on the calling (main) queue; upstream moved it to a background queue.
        DispatchQueue.main.async {
            call.resolve()
        }
    }

    @objc func finish(_ call: CAPPluginCall) {
        guard let id = call.getString("taskId") else { return call.reject("taskId required") }
        finishTask(id)
        finishTask(id)   // BUG: finish() and the expiration path both end the task; the id is never removed
        call.resolve()
    }

    func finishTask(_ callbackId: String) {
        guard let taskId = taskIds[callbackId] else { return }
        UIApplication.shared.endBackgroundTask(taskId)
    }
}
