import Foundation
import SwiftData
import CoreData
import Combine

@MainActor
final class PersistenceController {
    static let cloudContainerID = "iCloud.com.ledgerleaf.app"

    let container: ModelContainer?
    private(set) var loadError: Error?

    init(inMemory: Bool) {
        let schema = Schema([Budget.self, Category.self, Entry.self])
        let config: ModelConfiguration
        if inMemory {
            config = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true, cloudKitDatabase: .none)
        } else {
            config = ModelConfiguration(schema: schema,
                                        cloudKitDatabase: .private(Self.cloudContainerID))
        }
        do {
            container = try ModelContainer(for: schema, configurations: [config])
        } catch {
            container = nil
            loadError = error
            Log.store.error("ModelContainer failed: \(error)")
        }
    }

    func onSyncEvent(_ handler: @escaping (NSPersistentCloudKitContainer.Event) -> Void) -> AnyCancellable {
        NotificationCenter.default
            .publisher(for: NSPersistentCloudKitContainer.eventChangedNotification)
            .compactMap { $0.userInfo?[NSPersistentCloudKitContainer.eventNotificationUserInfoKey] as? NSPersistentCloudKitContainer.Event }
            .sink(receiveValue: handler)
    }
}
