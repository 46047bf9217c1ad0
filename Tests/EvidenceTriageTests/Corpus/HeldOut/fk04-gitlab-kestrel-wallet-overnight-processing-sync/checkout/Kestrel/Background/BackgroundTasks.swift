import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Registration and submission for Kestrel's two scheduler tasks. Kept thin: the work lives in
/// ChainSyncJob / BalanceRefreshJob, this file only wires them to BGTaskScheduler and records
/// each step for CI (evidence.diagnostic/v1, Library/Caches/evidence/diagnostics.jsonl).
enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static let balanceRefresh = try! TaskIdentifier("com.kestrelwallet.ios.balance-refresh")   // BGAppRefreshTask
    static let chainSync = try! TaskIdentifier("com.kestrelwallet.ios.chainsync")              // BGProcessingTask

    /// From application(_:didFinishLaunchingWithOptions:), before it returns.
    static func registerAll(sync: ChainSyncJob, balance: BalanceRefreshJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: balanceRefresh.rawValue, using: nil) { task in
            BalanceRefreshAdapter(job: balance).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(balanceRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: chainSync.rawValue, using: nil) { task in
            ChainSyncAdapter(job: sync).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(chainSync, kind: .processing, phase: .registration,
                             outcome: syncOK ? .succeeded : .failed,
                             error: syncOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func submitBalanceRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: balanceRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try submit(request, id: balanceRefresh, kind: .appRefresh)
    }

    /// Overnight shielded sync: long, so a processing task; the user opts in from Settings.
    static func submitChainSync() throws {
        try submit(ChainSyncScheduler.makeRequest(now: Date()), id: chainSync, kind: .processing)
    }

    private static func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
