import BackgroundTasks
import Foundation

final class AudioKeepAlive {
    static let shared = AudioKeepAlive()
    private(set) var lastRefresh: Date?

    func schedule(after seconds: TimeInterval = 60) {
        let request = BGAppRefreshTaskRequest(identifier: AppIdentifiers.audioRefreshTask)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: request.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Tidewatch] Could not schedule audio refresh: %@", String(describing: error))
            DiagnosticRecorder.shared.record(id: request.identifier, kind: .appRefresh, phase: .submission,
                                             outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(id: task.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        lastRefresh = Date()
        schedule()
        task.setTaskCompleted(success: true)
    }
}
