import CoreData

/// Migrates the on-disk store step by step through the bundled model versions.
struct StoreMigrator {
    let bundle: Bundle
    let versions = ["Fernhill 3", "Fernhill 4"]

    func model(named name: String) -> NSManagedObjectModel {
        let url = bundle.url(forResource: name, withExtension: "mom", subdirectory: "Fernhill.momd")!
        return NSManagedObjectModel(contentsOf: url)!
    }

    func migrateStore(at storeURL: URL, from source: String, to destination: String) throws -> URL {
        let sourceModel = model(named: source)
        let destinationModel = model(named: destination)
        // Custom mapping (Trip.notes -> Stop). No inferred fallback: losing notes is not acceptable.
        guard let mapping = NSMappingModel(from: [bundle], forSourceModel: sourceModel, destinationModel: destinationModel) else {
            let bundled = bundle.urls(forResourcesWithExtension: "cdm", subdirectory: nil)?.map(\.lastPathComponent) ?? []
            NSLog("[Store] no mapping model %@ (%@) -> %@ (%@); bundled: %@", source, sourceModel.versionChecksum,
                  destination, destinationModel.versionChecksum, bundled.joined(separator: ", "))
            throw NSError(domain: NSCocoaErrorDomain, code: NSMigrationMissingMappingModelError, userInfo: [
                NSLocalizedDescriptionKey: "Persistent store migration failed, missing mapping model.",
                "reason": "Can't find mapping model for migration",
            ])
        }
        let manager = NSMigrationManager(sourceModel: sourceModel, destinationModel: destinationModel)
        let output = storeURL.deletingLastPathComponent().appendingPathComponent("Fernhill-migrated.sqlite")
        try manager.migrateStore(from: storeURL, type: .sqlite, mapping: mapping, to: output, type: .sqlite)
        return output
    }
}
