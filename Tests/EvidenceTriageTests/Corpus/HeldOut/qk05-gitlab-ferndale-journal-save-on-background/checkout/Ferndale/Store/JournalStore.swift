import CoreData
import UIKit

final class JournalStore {
    let container: NSPersistentContainer
    private lazy var backgroundContext = container.newBackgroundContext()

    init(container: NSPersistentContainer) {
        self.container = container
        NotificationCenter.default.addObserver(self, selector: #selector(appDidEnterBackground),
                                               name: UIScene.didEnterBackgroundNotification, object: nil)
    }

    @objc func appDidEnterBackground() {
        Log.store("save scheduled")
        backgroundContext.perform {
            self.saveManagedContext(self.backgroundContext)
        }
    }

    func saveManagedContext(_ context: NSManagedObjectContext) {
        guard context.hasChanges else { return }
        do {
            try context.save()
            Log.store("save committed")
        } catch {
            Log.store("save failed: \(error)")
        }
    }
}
