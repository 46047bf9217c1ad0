import Foundation

extension Notification.Name {
    /// Posted by the widget refresh launch handler once the timeline has been reloaded.
    static let widgetRefreshDidRun = Notification.Name("WidgetRefreshDidRun")
}

enum WidgetRefresh {
    static let identifier = "com.fenwright.widgets.refresh"
}
