import SwiftUI
import SwiftData

@main
struct HearthlyApp: App {
    init() {
        SyncEngine.shared.register()
    }

    var body: some Scene {
        WindowGroup { RootView() }
            .modelContainer(try! ModelContainer(for: Habit.self, CompletionRecord.self,
                                                configurations: CloudConfig.modelConfiguration(schema: Schema([Habit.self, CompletionRecord.self]))))
    }
}
