import XCTest
import CoreSpotlight
@testable import OspreyBudget

final class SpotlightIndexerTests: XCTestCase {
    func testIndexesBudgetsAfterSignIn() async throws {
        let persistence = PersistenceController(inMemory: true)
        let indexer = SpotlightIndexer(context: persistence.viewContext, index: RecordingSearchableIndex())
        NotificationCenter.default.post(name: .userDidSignIn, object: nil)
        try await indexer.waitForIdle()
        let budgets = try persistence.viewContext.fetch(Budget.fetchRequest())
        XCTAssertEqual(indexer.indexedIdentifiers.count, budgets.count)
    }
}
