import XCTest
import GRDB
@testable import Corkboard

final class RecipeSyncStoreTests: XCTestCase {
    private var store: StagedRecipeStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try StagedRecipeStore(dbQueue: DatabaseQueue())
    }

    func testMarkSyncedStampsBackendId() throws {
        try store.insert(StagedRecipe(id: 1, title: "Shakshuka", backendId: nil))
        try store.markSynced(id: 1, backendId: "rcp_9c1e")
        XCTAssertEqual(try store.allRecipes().first?.backendId, "rcp_9c1e")
    }

    func testMarkSyncedIsIdempotentWhenBackendDeduplicates() throws {
        // The same recipe was staged twice (double-tap on Save while offline); the
        // server de-duplicates and answers both pushes with the same id.
        try store.insert(StagedRecipe(id: 1, title: "Shakshuka", backendId: nil))
        try store.insert(StagedRecipe(id: 2, title: "Shakshuka", backendId: nil))

        try store.markSynced(id: 1, backendId: "rcp_9c1e")
        XCTAssertNoThrow(try store.markSynced(id: 2, backendId: "rcp_9c1e"))

        XCTAssertEqual(try store.allRecipes().map(\.backendId), ["rcp_9c1e"])
    }
}
