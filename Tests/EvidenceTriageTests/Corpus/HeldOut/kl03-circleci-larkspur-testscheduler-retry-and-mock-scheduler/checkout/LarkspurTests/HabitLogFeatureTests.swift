import ComposableArchitecture
import XCTest
@testable import Larkspur

@MainActor
final class HabitLogFeatureTests: XCTestCase {
    func testUndoRestoresDeletedEntry() async {
        let stretch = HabitLogFeature.Entry(id: UUID(0), title: "Stretch")
        let read = HabitLogFeature.Entry(id: UUID(1), title: "Read 10 pages")
        let walk = HabitLogFeature.Entry(id: UUID(2), title: "Walk")
        let store = TestStore(initialState: HabitLogFeature.State(entries: [stretch, read, walk])) {
            HabitLogFeature()
        }

        await store.send(.delete(read.id)) {
            $0.entries = [stretch, walk]
            $0.lastDeleted = read
        }
        await store.send(.undoTapped) {
            $0.entries = [stretch, read, walk]
            $0.lastDeleted = nil
        }
    }
}
