import BackgroundTasks
import EvidenceRecorder

enum TideRefresh {
    static let identifier = try! TaskIdentifier("com.saltmarsh.app.tideRefresh")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register(service: TideService) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TideRefreshAdapter(service: service).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try BGTaskScheduler.shared.submit(request)
        try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    }
}
