import Foundation
import WidgetKit

enum WidgetRefresher {
    /// Called after every check-in is saved so the Home Screen streak is current.
    static func checkInSaved() {
        WidgetCenter.shared.getCurrentConfigurations { result in
            let configured = (try? result.get())?.filter { $0.kind == "StreakWidget" }.count ?? -1
            NSLog("[Widgets] reloadTimelines(ofKind: StreakWidget) after check-in save (configured StreakWidget instances: %ld)", configured)
            WidgetCenter.shared.reloadTimelines(ofKind: "StreakWidget")
        }
    }
}
