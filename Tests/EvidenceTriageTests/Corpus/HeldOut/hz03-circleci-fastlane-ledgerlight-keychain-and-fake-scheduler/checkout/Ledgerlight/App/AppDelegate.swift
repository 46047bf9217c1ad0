import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let bankSync = try! TaskIdentifier("com.ledgerlight.app.bank-sync")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.bankSync.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.bankSync, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            BankSync.shared.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.bankSync, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        application.registerForRemoteNotifications()
        return true
    }

    /// The aggregator sends `content-available` pushes when new transactions land. The handler
    /// refreshes the access token with the stored refresh token, so it usually runs while the
    /// phone is in a pocket, locked.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        await BankSync.shared.syncFromPush(userInfo)
    }
}
