//
//  LegacyStore.swift
//  HarborKit
//
//  Core Data store used by HarborNotes up to 3.x ("Harbor.sqlite"). 4.x
//  migrates it in place (model HarborLegacy v11 -> v12, mapping model
//  HarborLegacyV11toV12.xcmappingmodel with FolderMigrationPolicy), then
//  imports it into the SwiftData library.
//

import CoreData
import os

public final class LegacyStore {
    public static let modelName = "HarborLegacy"
    private static let log = Logger(subsystem: "com.harbornotes.kit", category: "legacy")

    /// Model compiled into the app target (HarborNotes.app/HarborLegacy.momd).
    public static func compiledModel(in bundle: Bundle = .main) -> NSManagedObjectModel? {
        guard let url = bundle.url(forResource: modelName, withExtension: "momd") else {
            print("LegacyStore: \(modelName).momd not found in \(bundle.bundlePath)")
            return nil
        }
        return NSManagedObjectModel(contentsOf: url)
    }

    /// Migrates the store at `url` to the newest legacy model version using the
    /// explicit mapping models. Returns quietly when the store is already current.
    public static func migrateIfNeeded(storeAt url: URL, modelBundle: Bundle) throws {
        let v11 = try model(named: "HarborLegacy 11", in: modelBundle)
        let v12 = try model(named: "HarborLegacy 12", in: modelBundle)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url)
        guard !v12.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata) else { return }

        let mapping = try NSMappingModel(from: [modelBundle], forSourceModel: v11, destinationModel: v12)
            .orThrow(LegacyStoreError.missingMapping)
        let manager = NSMigrationManager(sourceModel: v11, destinationModel: v12)
        let destination = url.deletingLastPathComponent().appendingPathComponent("Harbor-v12.sqlite")
        do {
            try manager.migrateStore(from: url, sourceType: NSSQLiteStoreType, options: nil,
                                     with: mapping, toDestinationURL: destination,
                                     destinationType: NSSQLiteStoreType, destinationOptions: nil)
        } catch {
            // Keep the user's data readable: fall back to a lightweight pass so
            // the app can still start. (Custom policy values are recomputed later.)
            log.error("heavyweight migration failed: \(error.localizedDescription, privacy: .public)")
            print("LegacyStore: heavyweight migration v11->v12 failed: \(error); falling back to lightweight")
            try lightweightMigrate(storeAt: url, to: v12)
            return
        }
        try replaceStore(at: url, with: destination, model: v12)
    }

    static func model(named name: String, in bundle: Bundle) throws -> NSManagedObjectModel {
        guard let url = bundle.url(forResource: name, withExtension: "mom", subdirectory: "\(modelName).momd"),
              let model = NSManagedObjectModel(contentsOf: url) else { throw LegacyStoreError.missingModel(name) }
        return model
    }

    static func lightweightMigrate(storeAt url: URL, to model: NSManagedObjectModel) throws {
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url,
                                           options: [NSMigratePersistentStoresAutomaticallyOption: true,
                                                     NSInferMappingModelAutomaticallyOption: true])
    }

    static func replaceStore(at url: URL, with migrated: URL, model: NSManagedObjectModel) throws {
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.replacePersistentStore(at: url, withPersistentStoreFrom: migrated, ofType: NSSQLiteStoreType)
    }
}

/// v11 -> v12: `Folder.displayStyle` is new (optional in the model, always set here); derive it from the
/// folder's note count. Every Note must now belong to a Folder.
final class FolderMigrationPolicy: NSEntityMigrationPolicy {
    override func createDestinationInstances(forSource source: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {
        try super.createDestinationInstances(forSource: source, in: mapping, manager: manager)
        guard let destination = manager.destinationInstances(forEntityMappingName: mapping.name, sourceInstances: [source]).first else { return }
        let noteCount = (source.value(forKey: "notes") as? Set<NSManagedObject>)?.count ?? 0
        destination.setValue(noteCount > 20 ? "list" : "grid", forKey: "displayStyle")
    }
}

enum LegacyStoreError: Error { case missingMapping, missingModel(String) }

extension Optional {
    func orThrow(_ error: @autoclosure () -> Error) throws -> Wrapped {
        guard let value = self else { throw error() }
        return value
    }
}
