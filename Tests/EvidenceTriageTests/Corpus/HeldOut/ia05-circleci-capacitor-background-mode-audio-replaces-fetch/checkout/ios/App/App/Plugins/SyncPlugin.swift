import BackgroundTasks
import Capacitor
import Foundation

/// Capacitor plugin: JS calls SyncPlugin.scheduleRefresh(); iOS later launches the app in the
/// background and we emit a "harbourSync" event to the web layer.
@objc(SyncPlugin)
public class SyncPlugin: CAPPlugin, CAPBridgedPlugin {
    public static let taskIdentifier = "io.tidewater.harbour.sync"
    public let identifier = "SyncPlugin"
    public let jsName = "SyncPlugin"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "scheduleRefresh", returnType: CAPPluginReturnPromise),
    ]
    static weak var current: SyncPlugin?

    public override func load() { SyncPlugin.current = self }

    @objc func scheduleRefresh(_ call: CAPPluginCall) {
        do {
            try SyncPlugin.submit(after: call.getDouble("minutes", 30) * 60)
            call.resolve()
        } catch {
            call.reject("BGTaskScheduler submit failed", nil, error)
        }
    }

    static func submit(after seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            HarbourDiagnostics.record(taskIdentifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            let ns = error as NSError
            NSLog("[SyncPlugin] submit failed: %@", ns)
            HarbourDiagnostics.record(taskIdentifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                                      errorType: "\(ns.domain):\(ns.code)")
            throw error
        }
    }

    static func handleRefresh(_ task: BGAppRefreshTask) {
        HarbourDiagnostics.record(taskIdentifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        try? submit(after: 30 * 60)
        current?.notifyListeners("harbourSync", data: ["reason": "bgAppRefresh"])
        task.setTaskCompleted(success: true)
    }
}
