//
//  ManifestStore.swift
//  Manifestly
//
//  Persists freight manifests. The model gives ManifestRecord a uniqueness
//  constraint on `manifestID` and the context merges by property, so saving a
//  manifest that arrives twice (scanner retry, background re-sync) upserts.
//

import CoreData

final class ManifestStore {
    let container: NSPersistentContainer

    enum StoreKind {
        case sqlite(URL)
        case inMemory
    }

    init(kind: StoreKind, model: NSManagedObjectModel = ManifestStore.model) {
        container = NSPersistentContainer(name: "Manifestly", managedObjectModel: model)
        let description: NSPersistentStoreDescription
        switch kind {
        case .sqlite(let url):
            description = NSPersistentStoreDescription(url: url)
        case .inMemory:
            description = NSPersistentStoreDescription()
            description.type = NSInMemoryStoreType
        }
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
            if let error { fatalError("store load failed: \(error)") }
        }
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }

    static let model: NSManagedObjectModel = {
        let url = Bundle(for: ManifestStore.self).url(forResource: "Manifestly", withExtension: "momd")!
        return NSManagedObjectModel(contentsOf: url)!
    }()

    func save(_ manifest: Manifest) throws {
        let context = container.viewContext
        let record = ManifestRecord(context: context)
        record.manifestID = manifest.id
        record.vessel = manifest.vessel
        record.containerCount = Int32(manifest.containers.count)
        try context.save()
    }

    func count() throws -> Int {
        try container.viewContext.count(for: ManifestRecord.fetchRequest())
    }
}
