import BackgroundTasks
import Foundation

/// Registers and schedules Harborline's BackgroundTasks. Identifiers must match
/// BGTaskSchedulerPermittedIdentifiers in config.xml.
@objc final class HarborBackgroundTasks: NSObject {
    @objc static let shared = HarborBackgroundTasks()

    static let berthRefreshID = "com.harborline.app.berth-refresh"
    static let pruneID = "com.harborline.app.prune"

    /// Test hook: called when the system launches the prune task.
    var onPruneLaunch: ((BGProcessingTask) -> Void)?
    private let recorder = DiagnosticsRecorder.shared

    @objc static func registerAll() {
        shared.register(id: berthRefreshID, kind: .appRefresh) { task in
            shared.handleBerthRefresh(task as! BGAppRefreshTask)
        }
        shared.register(id: pruneID, kind: .processing) { task in
            shared.handlePrune(task as! BGProcessingTask)
        }
        try? shared.scheduleBerthRefresh()
    }

    private func register(id: String, kind: DiagnosticsRecorder.TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
            self.recorder.record(id, kind, .launch, .succeeded)
            handler(task)
        }
        recorder.record(id, kind, .registration, ok ? .succeeded : .failed,
                        error: ok ? nil : "BGTaskScheduler.Error.notPermitted")
        NSLog("[HarborSync] registered %@ (%@): %@", id, kind.rawValue, ok ? "yes" : "NO")
    }

    func scheduleBerthRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.berthRefreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try submit(request, kind: .appRefresh)
    }

    /// Nightly prune of cached manifests older than 30 days.
    func schedulePrune(earliestIn seconds: TimeInterval) throws {
        let request = BGProcessingTaskRequest(identifier: Self.pruneID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        request.requiresNetworkConnectivity = false
        request.requiresExternalPower = false
        try submit(request, kind: .processing)
    }

    private func submit(_ request: BGTaskRequest, kind: DiagnosticsRecorder.TaskKind) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(request.identifier, kind, .submission, .succeeded)
            NSLog("[HarborSync] submitted %@ earliestBeginDate=%@", request.identifier,
                  String(describing: request.earliestBeginDate))
        } catch {
            recorder.record(request.identifier, kind, .submission, .failed,
                            error: "BGTaskSchedulerErrorDomain:\((error as NSError).code)")
            throw error
        }
    }

    private func handleBerthRefresh(_ task: BGAppRefreshTask) {
        try? scheduleBerthRefresh()
        BerthSync().run(berth: nil) { _ in task.setTaskCompleted(success: true) }
    }

    private func handlePrune(_ task: BGProcessingTask) {
        onPruneLaunch?(task)
        ManifestCache.shared.prune(olderThanDays: 30)
        task.setTaskCompleted(success: true)
    }
}
