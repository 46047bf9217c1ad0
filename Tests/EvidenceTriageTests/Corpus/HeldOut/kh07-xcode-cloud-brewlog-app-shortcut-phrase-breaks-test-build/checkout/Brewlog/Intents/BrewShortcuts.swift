import AppIntents

struct BrewShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartBrewTimerIntent(),
            phrases: [
                "Start a \(\.$recipe) brew in \(.applicationName)",
                "Brew \(\.$recipe) with \(.applicationName)",
                "Start my pour-over",
            ],
            shortTitle: "Start Brew",
            systemImageName: "cup.and.saucer"
        )
        AppShortcut(
            intent: StopBrewTimerIntent(),
            phrases: [
                "Stop the \(.applicationName) timer",
            ],
            shortTitle: "Stop Brew",
            systemImageName: "stop.circle"
        )
    }
}
