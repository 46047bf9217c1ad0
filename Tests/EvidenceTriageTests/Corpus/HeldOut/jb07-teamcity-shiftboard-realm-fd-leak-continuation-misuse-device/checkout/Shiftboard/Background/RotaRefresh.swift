import BackgroundTasks
import EvidenceRecorder
import Foundation

enum RotaRefresh {
    static let identifier = "org.shiftboard.ios.rota-refresh"
    static var onLaunchForTesting: (() -> Void)?
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .launch, outcome: .succeeded)
            onLaunchForTesting?()
            RotaSync.shared.run(task as! BGAppRefreshTask)
        }
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit(earliestIn seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        try BGTaskScheduler.shared.submit(request)
        print("[Rota] refresh submitted, earliestBeginDate in \(Int(seconds)) s")
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .submission, outcome: .succeeded)
    }
}
