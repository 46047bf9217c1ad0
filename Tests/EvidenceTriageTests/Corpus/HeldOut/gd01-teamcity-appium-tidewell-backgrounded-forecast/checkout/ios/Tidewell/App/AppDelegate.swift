import UIKit
import BackgroundTasks
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    let environment = AppEnvironment.fromProcess()
    private(set) lazy var forecastRefresh = ForecastRefreshScheduler(
        store: environment.forecastStore,
        client: environment.apiClient
    )

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Must happen before launch completes (BGTaskScheduler requirement).
        forecastRefresh.registerLaunchHandler()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        forecastRefresh.scheduleNext()
    }
}
