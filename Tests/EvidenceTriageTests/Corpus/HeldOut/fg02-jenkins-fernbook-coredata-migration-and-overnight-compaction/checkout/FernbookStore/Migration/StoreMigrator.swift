import CoreData

public final class StoreMigrator {
    private let bundle: Bundle

    public init(bundle: Bundle = Bundle(for: StoreMigrator.self)) {
        self.bundle = bundle
    }

    /// Migrates the store at `url` step by step to `destinationModel`,
    /// using the explicit mapping models shipped in FernbookStore.
    public func migrateStore(at url: URL, to destinationModel: NSManagedObjectModel) throws {
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
            ofType: NSSQLiteStoreType, at: url, options: nil)
        guard let sourceModel = NSManagedObjectModel.mergedModel(from: [bundle], forStoreMetadata: metadata) else {
            throw CocoaError(.persistentStoreIncompatibleVersionHash)
        }
        guard let mapping = NSMappingModel(from: [bundle], forSourceModel: sourceModel,
                                           destinationModel: destinationModel) else {
            throw CocoaError(.migrationMissingMappingModel)
        }
        let manager = NSMigrationManager(sourceModel: sourceModel, destinationModel: destinationModel)
        let tmp = url.deletingLastPathComponent().appendingPathComponent("migrating-\(UUID().uuidString).sqlite")
        try manager.migrateStore(from: url, sourceType: NSSQLiteStoreType, options: nil,
                                 with: mapping, toDestinationURL: tmp,
                                 destinationType: NSSQLiteStoreType, destinationOptions: nil)
        _ = try FileManager.default.replaceItemAt(url, withItemAt: tmp)
    }
}
