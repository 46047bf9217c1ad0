import SwiftData
import XCTest
@testable import Fernleaf

/// In-memory container shared by the model tests.
var testContainer: ModelContainer {
    do {
        return try ModelContainer(for: Plant.self, WateringEvent.self,
                                  configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    } catch {
        fatalError("Failed to create test container: \(error)")
    }
}

@MainActor
final class PlantStoreTests: XCTestCase {
    private var context: ModelContext!

    override func setUp() {
        super.setUp()
        context = testContainer.mainContext
    }

    func testInsertingPlantIncreasesCount() throws {
        context.insert(Plant(name: "Monstera", wateringIntervalDays: 7))
        let plants = try context.fetch(FetchDescriptor<Plant>())
        XCTAssertEqual(plants.count, 1)
    }

    func testFetchSortedByName() throws {
        let container = try ModelContainer(for: Plant.self, WateringEvent.self,
                                           configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        context.insert(Plant(name: "Pothos", wateringIntervalDays: 5))
        context.insert(Plant(name: "Calathea", wateringIntervalDays: 4))
        let names = try context.fetch(FetchDescriptor<Plant>(sortBy: [SortDescriptor(\.name)])).map(\.name)
        XCTAssertEqual(names, ["Calathea", "Pothos"])
    }
}
