import Foundation
import CoreData

public final class SharedLedgerStore {
    public static let appGroup = "group.com.tallyhub.shared"
    public let container: NSPersistentContainer

    public init(modelName: String = "Ledger") {
        let base = FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)
        NSLog("[Store] containerURL(forSecurityApplicationGroupIdentifier: %@) -> %@",
              Self.appGroup, base?.path ?? "nil")
        let url = base!.appendingPathComponent("Ledger.sqlite")
        container = NSPersistentContainer(name: modelName)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        container.loadPersistentStores { _, error in
            if let error { NSLog("[Store] load failed: %@", String(describing: error)) }
        }
    }
}
