import CoreData
import os

final class PersistenceController {
    let container: NSPersistentContainer
    private(set) var needsDeferredCleanup = false
    private let log = Logger(subsystem: "com.tallyhome.app", category: "Persistence")

    init(storeURL: URL, scheduler: TaskScheduling = BGTaskSchedulerAdapter()) {
        container = NSPersistentContainer(name: "Tallyhome")
        let description = NSPersistentStoreDescription(url: storeURL)
        description.setOption(true as NSNumber, forKey: NSMigratePersistentStoresAutomaticallyOption)
        description.setOption(true as NSNumber, forKey: NSInferMappingModelAutomaticallyOption)
        description.setOption(true as NSNumber, forKey: NSPersistentStoreDeferredLightweightMigrationOptionKey)
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { [weak self] store, error in
            guard let self, error == nil else { return }
            let deferred = store.options?[NSPersistentStoreDeferredLightweightMigrationOptionKey] as? Bool ?? false
            self.needsDeferredCleanup = deferred
            self.log.info("store loaded deferred=\(deferred)")
            if deferred { FinishMigrationTask.submit(using: scheduler) }
        }
    }
}
