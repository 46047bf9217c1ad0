import XCTest
import CoreData
@testable import Tidewater

final class TideCacheRebuildJobTests: XCTestCase {
    private var container: NSPersistentContainer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        container = try TestStores.inMemoryContainer()
        try TestStores.seedRegions(["SOL", "NTH"], in: container.viewContext)
    }

    func testRebuildWithNoGaugesSavesNothing() async throws {
        let job = TideCacheRebuildJob(container: container, api: StubTideTablesAPI(gauges: []))
        let count = try await job.run()
        XCTAssertEqual(count, 0)
    }

    func testRebuildLinksStationsToRegion() async throws {
        let api = StubTideTablesAPI(gauges: [.init(id: "SOL-01", name: "Solent Mouth", regionCode: "SOL"),
                                             .init(id: "NTH-04", name: "North Pier", regionCode: "NTH")])
        let job = TideCacheRebuildJob(container: container, api: api)

        let count = try await job.run()

        XCTAssertEqual(count, 2)
        let stations = try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Station"))
        XCTAssertEqual(Set(stations.compactMap { ($0.value(forKey: "region") as? NSManagedObject)?.value(forKey: "code") as? String }),
                       ["SOL", "NTH"])
    }
}
