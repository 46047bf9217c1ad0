import BackgroundTasks
import UIKit

enum SurveySyncTask {
    static let identifier = "com.ospreysurvey.osprey.sync"
    static var onRunForTesting: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            onRunForTesting?()
            SurveySync().run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 2 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }
}
