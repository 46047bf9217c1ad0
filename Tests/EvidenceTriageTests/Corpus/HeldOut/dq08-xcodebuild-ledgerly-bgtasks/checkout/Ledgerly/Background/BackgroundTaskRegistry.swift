import BackgroundTasks
import os

/// Registers every BGTaskScheduler handler at launch and writes an
/// evidence.diagnostic/v1 record per phase (DiagnosticsRecorder).
enum BackgroundTaskRegistry {
    static let refreshIdentifier = "com.ledgerly.app.refresh"
    static let rulesUpdateIdentifier = "com.ledgerly.app.rules-update"

    static func registerAll(rules: RulesUpdateTask, refresh: BalanceRefreshTask) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshIdentifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(refreshIdentifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            refresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(refreshIdentifier, kind: .appRefresh, phase: .registration,
                                          outcome: refreshOK ? .succeeded : .failed)

        let rulesOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: rulesUpdateIdentifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(rulesUpdateIdentifier, kind: .processing, phase: .launch, outcome: .succeeded)
            rules.handle(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(rulesUpdateIdentifier, kind: .processing, phase: .registration,
                                          outcome: rulesOK ? .succeeded : .failed)
    }
}
