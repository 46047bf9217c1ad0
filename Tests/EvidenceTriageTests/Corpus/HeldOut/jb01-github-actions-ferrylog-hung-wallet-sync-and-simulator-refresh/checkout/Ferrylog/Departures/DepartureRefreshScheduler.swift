import BackgroundTasks
import EvidenceRecorder
import Foundation

struct DepartureRefreshScheduler {
    static let identifier = "com.ferrylog.app.departures-refresh"
    let recorder: EvidenceRecorder

    /// Next departures refresh: 20 minutes out, the board only changes that often.
    func submitNextRefresh(from now: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = now.addingTimeInterval(20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(Self.identifier), kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Departures] refresh submit failed: \(error)")
            try? recorder.record(try! TaskIdentifier(Self.identifier), kind: .appRefresh, phase: .submission,
                                 outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
