import Foundation

/// Widget kinds shared by the widget extension (WidgetConfiguration) and the app
/// (WidgetCenter.reloadTimelines(ofKind:)).
public enum WidgetKinds {
    /// Suffixed so Xcode previews of two configurations don't collide.
    public static var todayAgenda: String {
        "com.tidemark.widget.today." + UUID().uuidString.prefix(8)
    }

    public static let focusBlock = "com.tidemark.widget.focus"
}
