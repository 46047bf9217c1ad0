import AppIntents
import WidgetKit

struct UpdateTodayTextIntent: AppIntent {
    static let title: LocalizedStringResource = "Update Today's Text"

    @Parameter(title: "Text") var text: String

    init() {}
    init(text: String) { self.text = text }

    func perform() async throws -> some IntentResult {
        SharedDefaults.todayText = text
        Log.widgets.info("UpdateTodayTextIntent.perform → WidgetCenter.reloadTimelines(ofKind: \"LumenLockScreen\")")
        WidgetCenter.shared.reloadTimelines(ofKind: "LumenLockScreen")
        return .result()
    }
}
