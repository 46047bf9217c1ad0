import Testing
@testable import RecipeBox

@MainActor
struct RecipeQueueViewModelTests {
    enum TestError: Error { case failed }

    @Test func fetchRecipesPopulatesQueue() async throws {
        let model = RecipeQueueViewModel(service: StubRecipeService(recipes: [.pancakes, .shakshuka]))
        try await model.fetchRecipes()
        #expect(model.queue.map(\.title) == ["Pancakes", "Shakshuka"])
    }

    @Test func fetchRecipesIgnoresFailureWhenLoaded() async throws {
        let model = RecipeQueueViewModel(service: StubRecipeService(recipes: [.pancakes]))
        try await model.fetchRecipes()

        model.service = StubRecipeService(error: TestError.failed)
        try await model.fetchRecipes()          // a refresh failure is ignored when recipes are already loaded

        #expect(model.queue.count == 1)
        #expect(model.errorBanner == nil)
    }
}
