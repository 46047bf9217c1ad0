import WidgetKit
import Foundation

enum WidgetReloader {
    static let usageKind = "TallyoUsageWidget"

    /// Called after every successful sync. WidgetKit decides when the extension actually runs.
    static func reloadUsageWidget() {
        NSLog("[WidgetReloader] reloadTimelines(ofKind: %@)", usageKind)
        WidgetCenter.shared.reloadTimelines(ofKind: usageKind)
    }
}
