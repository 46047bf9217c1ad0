import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let core = LedgerCore.shared
    lazy var syncHandler = BackgroundSyncHandler(loader: WalletFileLoader(core: core), core: core)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("[Ledgerline] launch: registering \(BackgroundSyncHandler.syncIdentifier), com.ledgerline.wallet.price-refresh")
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundSyncHandler.syncIdentifier,
                                                     using: nil) { [weak self] task in
            self?.syncHandler.handle(task)
        }
        DiagnosticsRecorder.shared.record(BackgroundSyncHandler.syncIdentifier, kind: .processing,
                                          phase: .registration, outcome: syncOK ? .succeeded : .failed)
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.ledgerline.wallet.price-refresh",
                                                        using: nil) { task in
            PriceRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record("com.ledgerline.wallet.price-refresh", kind: .appRefresh,
                                          phase: .registration, outcome: refreshOK ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        NightlySyncScheduler.scheduleNext()
        PriceRefresh.scheduleNext()
    }
}
