import Foundation
import SwiftData

@MainActor
final class PlantStore {
    let container: ModelContainer
    private let context: ModelContext

    init(container: ModelContainer) {
        self.container = container
        // one long-lived context for the app's list
        self.context = ModelContext(container)
    }

    func add(_ plant: Plant) throws {
        context.insert(plant)
        try context.save()
    }

    func allPlants() throws -> [Plant] {
        try context.fetch(FetchDescriptor<Plant>(sortBy: [SortDescriptor(\.name)]))
    }
}
