import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let store = JournalStore(storeURL: JournalStore.defaultStoreURL)
        BackgroundTasks.registerAll(store: store)
        try? store.load()
        return true
    }
}
