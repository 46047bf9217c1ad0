import HealthKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let healthStore = HKHealthStore()
    lazy var syncJob = HealthKitSyncJob(store: LiveHealthStoreReader(store: healthStore),
                                        anchors: UserDefaultsAnchorStore(),
                                        sink: DailyTotalsRepository.shared)
    lazy var registrar = BackgroundDeliveryRegistrar(store: healthStore, job: syncJob)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Observer queries must exist before this returns, or background deliveries are dropped.
        if HKHealthStore.isHealthDataAvailable() {
            registrar.registerAll()
        }
        return true
    }
}
