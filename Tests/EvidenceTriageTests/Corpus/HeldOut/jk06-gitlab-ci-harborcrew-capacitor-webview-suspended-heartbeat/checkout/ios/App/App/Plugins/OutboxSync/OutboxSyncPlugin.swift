import BackgroundTasks
import Capacitor
import UIKit

protocol BackgroundTaskRunner {
    func begin(name: String, expiration: @escaping () -> Void) -> UIBackgroundTaskIdentifier
    func end(_ id: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskRunner {
    func begin(name: String, expiration: @escaping () -> Void) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: name, expirationHandler: expiration)
    }
    func end(_ id: UIBackgroundTaskIdentifier) { endBackgroundTask(id) }
}

@objc(OutboxSyncPlugin)
public class OutboxSyncPlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "OutboxSyncPlugin"
    public let jsName = "OutboxSync"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "flushBeforeExit", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "scheduleNightlyCompaction", returnType: CAPPluginReturnPromise),
    ]

    static let compactionTaskId = "io.harborcrew.app.outbox-compaction"
    var runner: BackgroundTaskRunner = UIApplication.shared
    var outbox: Outbox = SQLiteOutbox.shared

    /// Called from JS on appStateChange(isActive=false).
    @objc func flushBeforeExit(_ call: CAPPluginCall) {
        var taskId = UIBackgroundTaskIdentifier.invalid
        taskId = runner.begin(name: "outbox-flush") { [weak self] in
            self?.outbox.cancelInFlight()
        }
        outbox.flush { [weak self] in
            self?.runner.end(taskId)
            call.resolve()
        }
    }

    @objc func scheduleNightlyCompaction(_ call: CAPPluginCall) {
        do {
            try Self.submitCompaction()
            call.resolve()
        } catch {
            call.reject("compaction submit failed", nil, error)
        }
    }

    static func submitCompaction() throws {
        let request = BGProcessingTaskRequest(identifier: compactionTaskId)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            EvidenceRecorder.record(.submission, compactionTaskId, .processing, .succeeded)
        } catch {
            NSLog("[OutboxSync] compaction submit failed: %@", "\(error)")
            EvidenceRecorder.record(.submission, compactionTaskId, .processing, .failed, error: error)
            throw error
        }
    }
}
