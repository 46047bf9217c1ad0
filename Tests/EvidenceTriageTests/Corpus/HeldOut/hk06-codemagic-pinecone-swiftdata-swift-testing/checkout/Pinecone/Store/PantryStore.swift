import Foundation
import SwiftData

/// Reads and writes pantry items off the main actor.
@ModelActor
actor PantryStore {
    func add(barcode: String, title: String, shelfName: String, expiresOn: Date? = nil) throws {
        let shelf = try shelf(named: shelfName)
        if let existing = try item(withBarcode: barcode) {
            existing.quantity += 1
        } else {
            modelContext.insert(PantryItem(barcode: barcode, title: title, expiresOn: expiresOn, shelf: shelf))
        }
        try modelContext.save()
    }

    func item(withBarcode barcode: String) throws -> PantryItem? {
        var descriptor = FetchDescriptor<PantryItem>(predicate: #Predicate { $0.barcode == barcode })
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first
    }

    /// Snapshot for the UI: title and shelf name of one item, read from a fresh context.
    func summary(forBarcode barcode: String) throws -> (title: String, shelf: String?)? {
        let reader = ModelContext(modelContainer)
        var descriptor = FetchDescriptor<PantryItem>(predicate: #Predicate { $0.barcode == barcode })
        descriptor.fetchLimit = 1
        guard let item = try reader.fetch(descriptor).first else { return nil }
        // Relationship read straight off the fetched model.
        return (item.title, item.shelf?.name)
    }

    func purgeExpired(before date: Date) throws -> Int {
        let expired = try modelContext.fetch(FetchDescriptor<PantryItem>(predicate: #Predicate { item in
            item.expiresOn != nil && item.expiresOn! < date
        }))
        expired.forEach(modelContext.delete)
        try modelContext.save()
        return expired.count
    }

    private func shelf(named name: String) throws -> Shelf {
        if let found = try modelContext.fetch(FetchDescriptor<Shelf>(predicate: #Predicate { $0.name == name })).first {
            return found
        }
        let shelf = Shelf(name: name)
        modelContext.insert(shelf)
        return shelf
    }
}
