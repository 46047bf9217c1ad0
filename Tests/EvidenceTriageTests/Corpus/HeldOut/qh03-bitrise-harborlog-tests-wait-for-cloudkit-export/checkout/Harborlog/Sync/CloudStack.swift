import CoreData

final class CloudStack {
    let container: NSPersistentCloudKitContainer

    static func load(name: String) async throws -> CloudStack {
        let container = NSPersistentCloudKitContainer(name: "Harborlog")
        let desc = container.persistentStoreDescriptions.first!
        desc.url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).sqlite")
        desc.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        desc.setOption(true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
        desc.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.com.harborlog.app")
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, Error>) in
            container.loadPersistentStores { _, error in error.map { c.resume(throwing: $0) } ?? c.resume() }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        return CloudStack(container: container)
    }

    init(container: NSPersistentCloudKitContainer) { self.container = container }
}
