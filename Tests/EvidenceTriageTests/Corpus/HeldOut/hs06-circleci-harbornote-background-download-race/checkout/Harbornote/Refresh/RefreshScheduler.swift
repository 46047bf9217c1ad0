import BackgroundTasks
import EvidenceRecorder
import Foundation

final class RefreshScheduler: @unchecked Sendable {
    static let shared = RefreshScheduler()
    static let episodeRefresh = try! TaskIdentifier("com.harbornote.app.episode-refresh")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func registerHandlers() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.episodeRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.episodeRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            EpisodeRefreshJob().handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.episodeRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
    }

    /// New episodes for followed shows; downloads are handed to the background URLSession.
    func submitEpisodeRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.episodeRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? Self.recorder.record(Self.episodeRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Refresh] episode-refresh submit failed: \(error)")
            try? Self.recorder.record(Self.episodeRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                      error: ErrorType(error))
            throw error
        }
    }
}
