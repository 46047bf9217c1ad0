import HealthKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ReadingsRefresh.register(job: environment.exportJob.run)
        environment.healthObserver.start()   // HKObserverQuery + enableBackgroundDelivery(.immediate)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        ReadingsRefresh.schedule()
    }
}
