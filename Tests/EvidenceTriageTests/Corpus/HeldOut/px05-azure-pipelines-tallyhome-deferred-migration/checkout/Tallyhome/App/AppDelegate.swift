import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var persistence = PersistenceController(storeURL: PersistenceController.defaultStoreURL)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FinishMigrationTask.register { [unowned self] in self.persistence.container.persistentStoreCoordinator }
        _ = persistence
        return true
    }
}
