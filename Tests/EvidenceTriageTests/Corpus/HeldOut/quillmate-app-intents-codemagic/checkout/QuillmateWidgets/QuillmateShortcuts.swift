import AppIntents

// Target membership: QuillmateWidgets only (moved here with the interactive widget in #288).
struct QuillmateShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: NewEntryIntent(),
                    phrases: ["New entry in \(.applicationName)", "Start journaling in \(.applicationName)"],
                    shortTitle: "New Entry",
                    systemImageName: "square.and.pencil")
        AppShortcut(intent: TodayPromptIntent(),
                    phrases: ["Today's prompt in \(.applicationName)"],
                    shortTitle: "Today's Prompt",
                    systemImageName: "sparkles")
    }
}
