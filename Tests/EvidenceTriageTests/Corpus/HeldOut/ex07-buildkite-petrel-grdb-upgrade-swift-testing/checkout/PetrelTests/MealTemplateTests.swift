import Testing
@testable import Petrel

@Suite struct MealTemplateTests {
  let appDatabase = try! AppDatabase.empty()

  @Test func templateNameIsTrimmed() async throws {
    let template = try await MealTemplateStore(database: appDatabase).create(name: "  Post-run  ")
    #expect(template.name == "Post-run")
  }

  @Test("Duplicating a template copies its servings") func duplicateCopiesServings() async throws {
    let store = MealTemplateStore(database: appDatabase)
    let original = try await store.create(name: "Post-run", servings: [.fixture(id: "s1", foodId: "oats"), .fixture(id: "s2", foodId: "milk")])
    let copy = try await store.duplicate(original)
    #expect(try await store.servings(in: copy).count == 2)
  }
}
