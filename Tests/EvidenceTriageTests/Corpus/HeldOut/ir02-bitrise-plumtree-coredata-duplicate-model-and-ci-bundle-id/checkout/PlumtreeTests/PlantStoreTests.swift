import CoreData
import XCTest
@testable import PlumtreeKit

final class PlantStoreTests: XCTestCase {
    private var persistence: PersistenceController!

    override func setUp() {
        super.setUp()
        persistence = PersistenceController(inMemory: true)
    }

    func testInsertedPlantIsFetchedByName() throws {
        let store = PlantStore(context: persistence.container.viewContext)

        try store.addPlant(named: "Rosemary", bed: "Herb spiral")

        XCTAssertEqual(try store.plant(named: "Rosemary")?.bed, "Herb spiral")
    }

    func testUnknownPlantIsNil() throws {
        let store = PlantStore(context: persistence.container.viewContext)

        XCTAssertNil(try store.plant(named: "Triffid"))
    }
}
