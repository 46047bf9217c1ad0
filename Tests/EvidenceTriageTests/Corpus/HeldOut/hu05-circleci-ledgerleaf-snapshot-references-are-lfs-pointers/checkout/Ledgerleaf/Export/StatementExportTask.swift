import BackgroundTasks
import Foundation

/// Nightly export of closed statements to the user's iCloud Drive folder.
final class StatementExportTask {
    static let identifier = "com.ledgerleaf.app.statement-export"
    static let shared = StatementExportTask()
    var onFinished: (() -> Void)?

    func register() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
    }

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 2),
                                                              matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            Evidence.record(Self.identifier, kind: "processing", phase: "submission", outcome: "succeeded")
        } catch {
            let ns = error as NSError
            Evidence.record(Self.identifier, kind: "processing", phase: "submission", outcome: "failed",
                            errorType: "\(ns.domain):\(ns.code)")
        }
    }

    private func handle(_ task: BGProcessingTask) {
        Evidence.record(Self.identifier, kind: "processing", phase: "launch", outcome: "succeeded")
        let export = StatementExport.live()
        task.expirationHandler = { export.cancel() }
        export.run { ok in
            task.setTaskCompleted(success: ok)
            self.schedule()
            self.onFinished?()
        }
    }
}
