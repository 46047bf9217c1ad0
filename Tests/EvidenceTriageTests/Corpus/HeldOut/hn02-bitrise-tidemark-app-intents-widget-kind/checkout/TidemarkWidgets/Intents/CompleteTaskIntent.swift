import AppIntents
import TidemarkKit

/// Interactive widget button: ticks a task off without opening the app.
struct CompleteTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Complete Task"

    @Parameter(title: "Task ID")
    var taskID: String

    init() {}
    init(taskID: String) { self.taskID = taskID }

    func perform() async throws -> some IntentResult {
        try await AgendaStore.shared().complete(taskID: taskID)
        return .result()
    }
}
