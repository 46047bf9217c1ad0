import XCTest
@testable import Marigold

final class FakeWidgetCenter: WidgetCentering {
    private(set) var reloads: [String] = []
    func reloadTimelines(ofKind kind: String) { reloads.append(kind) }
    func reloadAllTimelines() { reloads.append("*") }
}

final class WidgetReloadCoordinatorTests: XCTestCase {
    func testChangedDueDateReloadsWateringWidget() {
        let center = FakeWidgetCenter()
        let coordinator = WidgetReloadCoordinator(center: center, store: .inMemory())
        coordinator.plantsDidSave([.fixture(name: "Fern", due: "2026-12-06T07:00:00Z")])
        XCTAssertFalse(center.reloads.isEmpty)
    }

    func testSavingUnchangedPlantDoesNotReloadTimelines() {
        let center = FakeWidgetCenter()
        let store = PlantSnapshotStore.inMemory()
        let plants = [Plant.fixture(name: "Fern", due: "2026-12-06T07:00:00Z")]
        store.save(PlantSnapshot(plants: plants))
        let coordinator = WidgetReloadCoordinator(center: center, store: store)
        for _ in 0..<3 { coordinator.plantsDidSave(plants) }   // note edits only, nothing the widget shows
        XCTAssertEqual(center.reloads, [], "unchanged snapshots must not spend the widget reload budget")
    }
}
