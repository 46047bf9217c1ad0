import BackgroundTasks
import Capacitor
import Foundation

/// Capacitor plugin behind `UploadQueue` in the web layer. Photos and reports
/// queued offline are drained by a BGProcessingTask.
@objc(UploadQueuePlugin)
public class UploadQueuePlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "UploadQueuePlugin"
    public let jsName = "UploadQueue"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "enqueue", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "scheduleDrain", returnType: CAPPluginReturnPromise),
    ]

    static let drainTaskId = "com.harrow.inspect.upload-drain"
    let queue = UploadQueue.shared

    // Moved here from AppDelegate in "move upload drain into its plugin" so the
    // web and native halves live together.
    override public func load() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.drainTaskId, using: nil) { [queue] task in
            UploadDrainAdapter(queue: queue).handle(task as! BGProcessingTask)
        }
    }

    @objc func scheduleDrain(_ call: CAPPluginCall) {
        let request = BGProcessingTaskRequest(identifier: Self.drainTaskId)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            call.resolve()
        } catch {
            call.reject("Could not schedule upload drain", nil, error)
        }
    }

    @objc func enqueue(_ call: CAPPluginCall) {
        guard let path = call.getString("path") else { return call.reject("path required") }
        queue.enqueue(URL(fileURLWithPath: path))
        call.resolve()
    }
}
