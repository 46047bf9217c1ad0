import CoreData
import os

public final class PantryImportJob {
    private let persistence: PersistenceController
    private let log = Logger(subsystem: "app.pantrypal", category: "Import")

    public init(persistence: PersistenceController) {
        self.persistence = persistence
    }

    public func run(items: [ImportedItem]) async throws {
        let context = persistence.newImportContext()
        try await context.perform {
            for item in items {
                let row = try PantryItem.findOrInsert(barcode: item.barcode, in: context)
                row.name = item.name
                row.expiresOn = item.expiresOn
            }
            try context.save()
        }
        log.info("import saved \(items.count, privacy: .public) items in background context")
    }
}
