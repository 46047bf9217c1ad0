import BackgroundTasks
import Foundation

final class BackgroundScheduler {
    static let shared = BackgroundScheduler()

    func registerAll() {
        for id in TaskCatalog.all {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: .main) { task in
                BackgroundJobs.run(task)
            }
            Recorder.record(id, kind: id == TaskCatalog.tideSync ? .appRefresh : .processing,
                            phase: .registration, outcome: ok ? .succeeded : .failed)
        }
    }

    func scheduleTideSync() {
        let request = BGAppRefreshTaskRequest(identifier: TaskCatalog.tideSync)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try submit(request)
        } catch {
            print("[Background] tide-sync submit failed: \(error)")
        }
    }

    func submit(_ request: BGTaskRequest) throws {
        let kind: Recorder.Kind = request is BGAppRefreshTaskRequest ? .appRefresh : .processing
        do {
            try BGTaskScheduler.shared.submit(request)
            Recorder.record(request.identifier, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            Recorder.record(request.identifier, kind: kind, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
