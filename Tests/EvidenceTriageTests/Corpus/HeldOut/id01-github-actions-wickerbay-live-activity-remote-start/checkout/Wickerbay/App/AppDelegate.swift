import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let stateRefreshID = "com.wickerbay.home.state-refresh"

    let registry = LiveActivityRegistry(center: SystemActivityCenter(), hub: HubConnection.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.stateRefreshID, using: nil) { task in
            HomeStateRefresh.run(task as! BGAppRefreshTask)
        }
        EvidenceRecorder.shared.record(identifier: Self.stateRefreshID, kind: .appRefresh,
                                       phase: .registration, outcome: ok ? .succeeded : .failed)

        Task {
            await registry.reattach()
            if #available(iOS 17.2, *) {
                await registry.startObservingPushToStartToken()
            }
        }
        application.registerForRemoteNotifications()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        HomeStateRefresh.schedule()
    }
}
