import Testing
@testable import Petrel

@Suite struct FrequentlyPairedFoodsTests {
  let appDatabase = try! AppDatabase.empty()

  let food1 = FoodBundle.fixture(id: "food1", name: "Greek yoghurt")
  let food2 = FoodBundle.fixture(id: "food2", name: "Blueberries")
  let serving1 = Serving.fixture(id: "eb46ddbf-e15b-4be2-8daa-8ab83c657953", foodId: "food2")
  let serving2 = Serving.fixture(id: "7d1f0c42-93ab-4e1d-b2c8-5f6a0e9d3b71", foodId: "food1")
  let section = MealSection.fixture(id: "breakfast", servingIds: ["eb46ddbf-e15b-4be2-8daa-8ab83c657953"])

  // The importer saves whole graphs with `saved(_:)`: insert or update, whichever applies.
  @Test("Test frequently paired foods") func frequentlyPairedFoods() async throws {
    try await appDatabase.writer.write { db in
      _ = try food1.food.saved(db)
      _ = try food2.food.saved(db)
      _ = try serving1.saved(db)
      _ = try serving2.saved(db)
      _ = try section.saved(db)
    }
    let pairs = try await FrequentlyPairedFoods(database: appDatabase).pairs(for: "food1", limit: 3)
    #expect(pairs.map(\.id) == ["food2"])
  }

  @Test func noPairsForUnloggedFood() async throws {
    let pairs = try await FrequentlyPairedFoods(database: appDatabase).pairs(for: "food9", limit: 3)
    #expect(pairs.isEmpty)
  }
}
