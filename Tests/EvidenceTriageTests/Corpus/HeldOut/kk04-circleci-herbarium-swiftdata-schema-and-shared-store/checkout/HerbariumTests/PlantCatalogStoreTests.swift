import SwiftData
import Testing
@testable import Herbarium

@MainActor
@Suite struct PlantCatalogStoreTests {
    @Test func insertedPlantIsFetchable() throws {
        let store = try PlantCatalogStore(inMemory: true)
        try store.add(Plant(name: "Monstera deliciosa"))

        let plants = try store.allPlants()
        #expect(plants.count == 1)
    }

    @Test func emptyCatalogFetchesNothing() throws {
        let store = try PlantCatalogStore(inMemory: true)
        #expect(try store.allPlants().isEmpty)
    }
}
