import XCTest
@testable import Woodpile

final class CoreDataStackTests: XCTestCase {
    var stack: CoreDataStack!

    override func setUpWithError() throws {
        stack = try CoreDataStack(storeURL: CoreDataStack.testStoreURL)
    }

    func testResetRemovesAllOrders() throws {
        try stack.insertOrders(.fixture(count: 3))
        try stack.reset()
        XCTAssertEqual(try stack.count(of: Order.self), 0)
    }

    func testInsertedOrdersAreFetchedNewestFirst() throws {
        try stack.reset()
        try stack.insertOrders(.fixture(count: 2))
        XCTAssertEqual(try stack.fetchOrders().map(\.number), [1002, 1001])
    }
}
