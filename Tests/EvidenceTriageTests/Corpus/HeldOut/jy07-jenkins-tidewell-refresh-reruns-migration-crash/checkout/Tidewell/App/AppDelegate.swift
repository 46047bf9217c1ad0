import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private static var registered = false
    lazy var refresh = BackgroundRefreshHandler(receiver: MessageReceiver.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if !Self.registered {
            Self.registered = true   // one registration per process
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.tidewell.messenger.refresh", using: nil) { task in
                (UIApplication.shared.delegate as! AppDelegate).refresh.handle(task as! BGAppRefreshTask)
            }
            Diagnostics.record("app.tidewell.messenger.refresh", .appRefresh, .registration, ok ? .succeeded : .failed)
        }
        // migrate before showing UI
        AppEnvironment.shared.database = try! ChatDatabase.open(migrate: true)
        return true
    }
}
