import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let balanceRefresh = try! TaskIdentifier("com.tallybook.app.balance-refresh")
    static let statementImport = try! TaskIdentifier("com.tallybook.app.statement-import")

    private lazy var refreshJob = BalanceRefreshJob(vault: TokenVault(), session: SessionStore.shared,
                                                    api: BankingAPI.live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.balanceRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.balanceRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            Task {
                let outcome = await self.refreshJob.run()
                task.setTaskCompleted(success: outcome != .failed)
            }
        }
        try? Self.recorder.record(Self.balanceRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: refreshOK ? .succeeded : .failed)
        let importOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.statementImport.rawValue, using: nil) { task in
            StatementImporter.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.statementImport, kind: .processing, phase: .registration,
                                  outcome: importOK ? .succeeded : .failed)
        application.registerForRemoteNotifications()
        return true
    }

    /// Silent "balance changed" pushes (aps.content-available = 1) from the bank connector.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult {
        switch await refreshJob.run() {
        case .updated: return .newData
        case .deferred, .signedOut: return .noData
        case .failed: return .failed
        }
    }
}
