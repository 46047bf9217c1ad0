import XCTest
@testable import Quarry

final class LayerCountTests: XCTestCase {
    private var stack: PersistenceStack!

    override func setUpWithError() throws {
        stack = try PersistenceStack.inMemory()
        try Fixtures.insertLayers(["Roads", "Parcels", "Flood 2025"], eventID: 9, loaded: true, into: stack)
    }

    func testCountsLayersForActiveEvent() async throws {
        let source = LayerLocalDataSource(context: stack.newBackgroundContext())
        let count = await Task.detached { source.count(eventID: 9) }.value
        XCTAssertEqual(count, 3)
    }
}
