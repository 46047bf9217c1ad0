import ActivityKit
import WidgetKit

protocol ActivityRendering { func update(_ props: [String: String]) async }
protocol WidgetReloading { func reloadAllTimelines() }
extension WidgetCenter: WidgetReloading {}

final class MatchActivityController {
    let store: InteractionStateStore
    let renderer: ActivityRendering
    let widgets: WidgetReloading

    init(store: InteractionStateStore, renderer: ActivityRendering, widgets: WidgetReloading = WidgetCenter.shared) {
        self.store = store; self.renderer = renderer; self.widgets = widgets
    }

    /// Button handler result, e.g. ["status": "paused"] from the Pause button.
    func handlePress(result: [String: String]) {
        store.write(result)
        widgets.reloadAllTimelines()
    }

    func end() async {
        store.clear()
        await renderer.update(["status": "ended"])
    }
}
