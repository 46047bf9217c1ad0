import CoreData
import Foundation

/// The mailbox database shared by the app and the notification service
/// extension (previews are decrypted in the extension).
enum MailboxStore {
    static let appGroup = "group.com.postbox.shared"

    static func makeCoordinator(model: NSManagedObjectModel = .postbox) throws -> NSPersistentStoreCoordinator {
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
        if container == nil {
            Log.mailbox.error("app group container for \(appGroup) is unavailable")
        }
        let url = container?.appendingPathComponent("Mailbox.sqlite")
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url,
                                           options: [NSMigratePersistentStoresAutomaticallyOption: true])
        return coordinator
    }
}
