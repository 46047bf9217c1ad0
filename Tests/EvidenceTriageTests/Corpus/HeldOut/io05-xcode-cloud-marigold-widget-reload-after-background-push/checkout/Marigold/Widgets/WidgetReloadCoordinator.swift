import WidgetKit

protocol WidgetCentering {
    func reloadTimelines(ofKind kind: String)
    func reloadAllTimelines()
}
extension WidgetCenter: WidgetCentering {}

/// Called after every save of a plant. WidgetKit meters reloads, so only reload when
/// something a widget shows actually changed.
final class WidgetReloadCoordinator {
    static let wateringKind = "com.marigold.widgets.watering"
    private let center: WidgetCentering
    private let store: PlantSnapshotStore

    init(center: WidgetCentering = WidgetCenter.shared, store: PlantSnapshotStore) {
        self.center = center
        self.store = store
    }

    func plantsDidSave(_ plants: [Plant]) {
        let snapshot = PlantSnapshot(plants: plants)
        store.save(snapshot)
        center.reloadAllTimelines()
    }
}
