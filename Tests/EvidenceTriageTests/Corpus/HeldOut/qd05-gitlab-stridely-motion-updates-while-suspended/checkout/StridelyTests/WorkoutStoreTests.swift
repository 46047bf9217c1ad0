import XCTest
@testable import Stridely

final class WorkoutStoreTests: XCTestCase {
    func testDeleteRemovesSplits() throws {
        let store = try WorkoutStore.inMemory()
        let id = try store.insert(Workout.fixture(splits: 5))
        try store.delete(id)
        XCTAssertEqual(try store.splitCount(), 0)
    }
}
