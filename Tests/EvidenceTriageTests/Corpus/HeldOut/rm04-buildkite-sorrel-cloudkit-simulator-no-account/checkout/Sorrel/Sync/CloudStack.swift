import CoreData
import CloudKit

final class CloudStack {
    static let containerID = "iCloud.com.sorrel.app"
    let container: NSPersistentCloudKitContainer
    var onEvent: ((NSPersistentCloudKitContainer.Event) -> Void)?

    init() {
        container = NSPersistentCloudKitContainer(name: "Sorrel")
        let description = container.persistentStoreDescriptions.first!
        description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: Self.containerID)
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.setOption(true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
        container.loadPersistentStores { _, error in
            if let error { print("[Sync] store load error: \(error)") }
        }
        NotificationCenter.default.addObserver(forName: NSPersistentCloudKitContainer.eventChangedNotification,
                                               object: container, queue: .main) { [weak self] note in
            if let event = note.userInfo?[NSPersistentCloudKitContainer.eventNotificationUserInfoKey]
                as? NSPersistentCloudKitContainer.Event { self?.onEvent?(event) }
        }
    }
}
