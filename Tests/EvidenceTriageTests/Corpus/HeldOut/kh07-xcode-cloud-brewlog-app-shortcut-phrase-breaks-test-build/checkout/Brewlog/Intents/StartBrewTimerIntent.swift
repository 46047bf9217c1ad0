import AppIntents

struct StartBrewTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Brew Timer"
    static let description = IntentDescription("Starts the timer for one of your saved recipes.")
    static let openAppWhenRun = false

    @Parameter(title: "Recipe")
    var recipe: RecipeEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await BrewTimerController.shared.start(recipeID: recipe.id)
        return .result(dialog: "\(recipe.name) started. I'll tell you when to pour.")
    }
}

struct StopBrewTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Brew Timer"
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult {
        await BrewTimerController.shared.stop()
        return .result()
    }
}
