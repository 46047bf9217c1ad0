import XCTest
@testable import BrackenlowKit

final class ObservationStoreTests: XCTestCase {
    var stack: TestCoreDataStack!

    override func setUp() {
        super.setUp()
        stack = TestCoreDataStack()
    }

    override func tearDown() {
        stack.reset()
        super.tearDown()
    }

    func testInsertObservation() throws {
        let store = ObservationStore(context: stack.context)
        let observation = try store.insert(species: "Curlew", count: 2, tags: ["estuary"])
        XCTAssertEqual(observation.count, 2)
    }

    func testFetchByTag() throws {
        let store = ObservationStore(context: stack.context)
        _ = try store.insert(species: "Redshank", count: 1, tags: ["saltmarsh"])
        XCTAssertEqual(try store.observations(taggedWith: "saltmarsh").count, 1)
    }
}
