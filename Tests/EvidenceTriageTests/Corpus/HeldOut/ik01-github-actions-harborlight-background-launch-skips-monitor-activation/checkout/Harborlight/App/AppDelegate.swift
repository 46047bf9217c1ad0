import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let dependencies = AppDependencies.live()
    lazy var router = BackgroundTaskRouter(dependencies: dependencies)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Launch handlers must be registered before this method returns.
        router.registerAll()

        // HL-2291: do not build the UI (and do not fetch the home feed) when iOS
        // launches us in the background for a gauge-check or feed-refresh task.
        if application.applicationState != .background {
            showHome()
        }
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { [router] _ in
            router.scheduleFeedRefresh()
            router.scheduleGaugeCheck()
        }
        return true
    }

    func showHome() {
        // The gauge monitor needs the user's saved stations and the alert thresholds,
        // which are only loaded here.
        dependencies.gaugeMonitor.activate(stations: dependencies.stationStore.savedStations())
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = HomeViewController(dependencies: dependencies)
        window.makeKeyAndVisible()
        self.window = window
    }
}
