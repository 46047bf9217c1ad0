import AppIntents

struct TallyhoShortcuts: AppShortcutsProvider {
    static let phraseTemplates = [
        "Log water in ${applicationName}",
        "Add a glass in ${applicationName}",
        "Log a glass of water",
    ]

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogGlassAppIntent(),
            phrases: [
                "Log water in \(.applicationName)",
                "Add a glass in \(.applicationName)",
            ],
            shortTitle: "Log Water",
            systemImageName: "drop.fill"
        )
    }
}
