//
//  SiteVisitStore.swift
//  FieldKit
//
//  Model FieldKit.xcdatamodeld, current version "FieldKit 5":
//  Visit.surveyorID (String, non-optional, no default) was added in 5.
//

import CoreData

final class SiteVisitStore {
    private let container: NSPersistentContainer

    init(storeURL: URL) {
        container = NSPersistentContainer(name: "FieldKit", managedObjectModel: FieldKitModel.current)
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        container.persistentStoreDescriptions = [description]
    }

    func load() throws {
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
    }

    func visitCount() throws -> Int {
        try container.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Visit"))
    }
}
