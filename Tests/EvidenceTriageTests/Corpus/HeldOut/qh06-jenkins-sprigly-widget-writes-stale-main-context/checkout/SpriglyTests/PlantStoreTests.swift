import XCTest
import SwiftData
@testable import Sprigly

@MainActor
final class PlantStoreTests: XCTestCase {
    var store: PlantStore!

    override func setUp() async throws {
        store = try PlantStore(container: .sharedForTesting(reset: true))
    }

    func testFirstInsertPersists() throws {
        try store.add(Plant(name: "Monstera"))
        XCTAssertEqual(try store.allPlants().count, 1)
    }

    func testWateringLoggedFromWidgetAppearsInList() throws {
        try store.add(Plant(name: "Fiddle leaf"))
        XCTAssertEqual(try store.allPlants().first?.waterings.count, 0)
        // the widget's AppIntent writes through its own ModelContext on the shared App Group store
        try WidgetWaterIntentWriter(container: store.container).logWatering(plantNamed: "Fiddle leaf")
        let plants = try store.allPlants()
        XCTAssertEqual(plants.first?.waterings.count, 1)
    }

    func testWidgetDeleteRemovesPlantFromList() throws {
        try store.add(Plant(name: "Pothos"))
        _ = try store.allPlants()
        try WidgetWaterIntentWriter(container: store.container).deletePlant(named: "Pothos")
        XCTAssertTrue(try store.allPlants().isEmpty)
    }
}
