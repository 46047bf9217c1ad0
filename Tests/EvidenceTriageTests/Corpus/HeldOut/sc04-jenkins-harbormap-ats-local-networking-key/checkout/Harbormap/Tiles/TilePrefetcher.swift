import BackgroundTasks
import Foundation

final class TilePrefetcher {
    static let shared = TilePrefetcher()
    static let taskIdentifier = "com.harbormap.tiles.refresh"
    var onRunForTesting: (() -> Void)?

    func registerBackgroundTask() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { task in
            DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
    }

    func scheduleRefresh(after interval: TimeInterval = 2 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[Tiles] submitted %@ earliestBeginDate=%@", Self.taskIdentifier, String(describing: request.earliestBeginDate!))
            DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        onRunForTesting?()
        task.setTaskCompleted(success: true)
    }
}
