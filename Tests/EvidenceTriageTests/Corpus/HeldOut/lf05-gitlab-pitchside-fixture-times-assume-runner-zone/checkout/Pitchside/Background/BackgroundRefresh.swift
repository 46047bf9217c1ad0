import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundRefresh {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let id = try! TaskIdentifier(FixtureRefreshPlanner.identifier)
    private(set) static var lastLaunch: Date?

    static func register(job: @escaping () async throws -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { task in
            lastLaunch = Date()
            try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            NSLog("[Pitchside] fixtures refresh launched")
            NotificationCenter.default.post(name: .init("PitchsideFixturesRefreshLaunched"), object: nil)
            let work = Task {
                let ok = (try? await job()) != nil
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
        }
        if ok { NSLog("[Pitchside] registered %@", id.rawValue) }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit(earliestBeginDate: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: id.rawValue)
        request.earliestBeginDate = earliestBeginDate
        try BGTaskScheduler.shared.submit(request)
        NSLog("[Pitchside] submitted %@ earliestBeginDate=%@", id.rawValue, "\(earliestBeginDate)")
        try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    }
}
