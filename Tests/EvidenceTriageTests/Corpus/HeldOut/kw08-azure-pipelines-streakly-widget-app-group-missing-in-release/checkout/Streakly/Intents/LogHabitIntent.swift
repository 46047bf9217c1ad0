import AppIntents
import WidgetKit

struct LogHabitIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Habit"
    @Parameter(title: "Habit") var habitID: String

    func perform() async throws -> some IntentResult {
        let snapshot = try await HabitStore.shared.log(habitID: habitID)
        try WidgetSnapshotStore.write(snapshot)
        WidgetCenter.shared.reloadTimelines(ofKind: "StreakWidget")
        return .result()
    }
}
