import BackgroundTasks
import Foundation

enum DailyDigestRefresh {
    static let identifier = "com.brightwater.app.daily-digest"

    static func submit(at date: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = date
        do {
            try BGTaskScheduler.shared.submit(request)
            EvidenceLog.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            EvidenceLog.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            print("[Digest] submit \(identifier) failed: \(error)")
            throw error
        }
    }
}
