import Foundation
import SwiftData

@MainActor
final class AppDependencies {
    let modelContainer: ModelContainer

    init(storeURL: URL = AppDependencies.defaultStoreURL) {
        let schema = Schema(versionedSchema: PantrySchemaV4.self)
        let config = ModelConfiguration(schema: schema, url: storeURL)
        do {
            modelContainer = try ModelContainer(for: schema, migrationPlan: PantryMigrationPlan.self, configurations: [config])
        } catch {
            fatalError("Failed to create ModelContainer: \(error)")
        }
    }

    static var defaultStoreURL: URL { URL.applicationSupportDirectory.appending(path: "Pantry.store") }
}
