import Foundation
import SwiftData

@MainActor
final class PlantCatalogStore {
    let container: ModelContainer
    var context: ModelContext { container.mainContext }

    init(inMemory: Bool = false) throws {
        let configuration = ModelConfiguration("Herbarium", isStoredInMemoryOnly: inMemory)
        // Still the pre-#412 container: built from the app's legacy top-level model list.
        container = try ModelContainer(for: LegacyModels.all, configurations: configuration)
    }

    func add(_ plant: Plant) throws {
        context.insert(plant)
        try context.save()
    }

    func allPlants() throws -> [Plant] {
        try context.fetch(FetchDescriptor<Plant>(sortBy: [SortDescriptor(\.name)]))
    }
}
