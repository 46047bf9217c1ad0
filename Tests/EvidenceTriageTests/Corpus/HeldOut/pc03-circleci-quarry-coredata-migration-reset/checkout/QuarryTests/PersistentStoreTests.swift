import XCTest
import CoreData
@testable import Quarry

final class PersistentStoreTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // v7 store written by Quarry 2.9; the v9 model renamed Site.gridRef -> Site.gridReference
        // and made Sample.depth non-optional without a mapping model.
        try Fixtures.copyStore(named: "Quarry-v7", to: dir.appendingPathComponent("Quarry.sqlite"))
    }

    func testIncompatibleStoreIsRecreated() {
        let store = PersistentStore(model: .quarryCurrent, directory: dir)
        store.load()
        XCTAssertTrue(store.didResetStore, "an unmigratable store should be destroyed and recreated")
    }

    func testLaunchWithChangedModelLoadsStore() {
        let store = PersistentStore(model: .quarryCurrent, directory: dir)
        store.load()
        XCTAssertNotNil(store.container.persistentStoreCoordinator.persistentStores.first)
    }
}
