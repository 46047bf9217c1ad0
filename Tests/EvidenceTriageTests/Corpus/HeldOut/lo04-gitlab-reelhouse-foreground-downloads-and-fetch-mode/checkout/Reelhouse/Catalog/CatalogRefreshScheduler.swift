import BackgroundTasks
import Foundation

/// Refreshes the EPG/catalog so the "New episodes" shelf is current at launch.
final class CatalogRefreshScheduler {
    static let identifier = "tv.reelhouse.app.catalog-refresh"
    private let recorder: BackgroundTaskRecording

    init(recorder: BackgroundTaskRecording) {
        self.recorder = recorder
    }

    func register(handler: @escaping (BGAppRefreshTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            handler(task as! BGAppRefreshTask)
        }
        recorder.record(Self.identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func submit() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            let e = error as NSError
            print("CatalogRefreshScheduler: submit failed: \(e)")
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                            errorType: e.code == 3 ? "BGTaskScheduler.Error.notPermitted" : "\(e.domain):\(e.code)")
            throw error
        }
    }
}
