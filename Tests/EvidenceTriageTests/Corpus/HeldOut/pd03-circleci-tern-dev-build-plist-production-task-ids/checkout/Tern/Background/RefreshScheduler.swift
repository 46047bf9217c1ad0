import BackgroundTasks
import Foundation

final class RefreshScheduler {
    static let identifier = Bundle.main.bundleIdentifier! + ".refresh"
    static let shared = RefreshScheduler()

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            RateSyncJob().run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed,
                                         errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    func submit() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            let ns = error as NSError
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                                             errorType: "\(ns.domain):\(ns.code)")
            throw error
        }
    }
}
