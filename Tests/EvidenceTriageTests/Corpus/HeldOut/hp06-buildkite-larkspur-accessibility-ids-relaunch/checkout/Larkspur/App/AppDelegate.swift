import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let store = PlantStore.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if ProcessInfo.processInfo.arguments.contains("--uitest-seed") { store.seedFixtures() }
        PlantSync.register(store: store)
        WateringReminders.registerCategories()
        return true
    }
}
