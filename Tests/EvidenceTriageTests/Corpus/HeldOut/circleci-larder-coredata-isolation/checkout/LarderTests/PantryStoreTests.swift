import XCTest
import CoreData
@testable import Larder

final class PantryStoreTests: XCTestCase {
    private var stack: TestCoreDataStack!
    private var store: PantryStore!

    override func setUp() {
        super.setUp()
        stack = TestCoreDataStack()
        store = PantryStore(container: stack.container)
    }

    func testInsertItem() throws {
        try store.add(name: "Oats", expiresAt: .now.addingTimeInterval(86_400 * 90))
        XCTAssertEqual(try store.allItems().count, 1)
    }

    func testFetchExpiringItems() throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        try store.add(name: "Milk", expiresAt: now.addingTimeInterval(86_400 * 2))
        try store.add(name: "Rice", expiresAt: now.addingTimeInterval(86_400 * 200))
        let expiring = try store.expiringItems(within: 7, now: now)
        XCTAssertEqual(expiring.map(\.name), ["Milk"])
    }
}
