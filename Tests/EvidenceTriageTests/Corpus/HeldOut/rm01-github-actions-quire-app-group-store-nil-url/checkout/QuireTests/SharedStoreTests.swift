import XCTest
import CoreData
@testable import Quire

final class SharedStoreTests: XCTestCase {
    func testStoreLivesInAppGroupContainer() throws {
        let url = try XCTUnwrap(AppGroup.containerURL, "app group container")
        XCTAssertTrue(url.path.contains("Shared/AppGroup"))
    }

    func testPersistentStoreLoads() throws {
        let container = SharedStore.makeContainer()
        XCTAssertEqual(container.persistentStoreCoordinator.persistentStores.count, 1)
    }

    func testDefaultsSuiteIsShared() {
        AppGroup.defaults.set("draft", forKey: "lastOpenedNote")
        XCTAssertEqual(AppGroup.defaults.string(forKey: "lastOpenedNote"), "draft")
    }
}
