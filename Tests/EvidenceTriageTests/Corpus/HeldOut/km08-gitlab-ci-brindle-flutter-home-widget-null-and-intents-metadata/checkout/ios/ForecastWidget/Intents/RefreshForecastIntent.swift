import AppIntents
import WidgetKit

/// Lives in the widget extension target only (target membership: ForecastWidgetExtension).
struct RefreshForecastIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh Forecast"

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: "ForecastWidget")
        return .result()
    }
}

struct BrindleShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: RefreshForecastIntent(),
                    phrases: ["Refresh \(.applicationName)"],
                    shortTitle: "Refresh Forecast",
                    systemImageName: "arrow.clockwise")
    }
}
