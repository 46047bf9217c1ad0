import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let balanceRefresh = try! TaskIdentifier("com.hollowbook.app.balance-refresh")
    static let nightlyBackup = try! TaskIdentifier("com.hollowbook.app.nightly-backup")

    /// From application(_:didFinishLaunchingWithOptions:).
    static func registerAll() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: balanceRefresh.rawValue, using: nil) { task in
            BalanceRefreshAdapter(job: .live).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(balanceRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let backupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: nightlyBackup.rawValue, using: nil) { task in
            try? recorder.record(nightlyBackup, kind: .processing, phase: .launch, outcome: .succeeded)
            BackupProbe.shared.onLaunch?()
            NightlyBackupAdapter(job: .live).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(nightlyBackup, kind: .processing, phase: .registration,
                             outcome: backupOK ? .succeeded : .failed,
                             error: backupOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleNightlyBackup(earliestBegin: Date) throws {
        let request = BGProcessingTaskRequest(identifier: nightlyBackup.rawValue)
        request.earliestBeginDate = earliestBegin
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(nightlyBackup, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(nightlyBackup, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
