import BackgroundTasks
import Foundation

enum ReceiptCleanup {
    static let identifier = "com.koalapay.app.receipt-cleanup"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ReceiptStore.shared.purgeExpired { task.setTaskCompleted(success: $0) }
        }
        DiagnosticRecorder.shared.record(identifier: identifier, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
    }

    static func scheduleDaily() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.earliestBeginDate = Calendar.current.date(byAdding: .day, value: 1, to: Date())
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission,
                                             outcome: .failed, error: error)
            throw error
        }
    }
}
