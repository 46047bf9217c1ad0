import XCTest
import SwiftData
@testable import Pantryly

@MainActor
final class StoreRecoveryTests: XCTestCase {
    func testRecoveryKeepsPendingOperations() throws {
        let url = try StoreFixtures.copy("Pantry-v4-three-pending-edits-corrupt-cache.store")
        let container = try StoreRecovery.rebuild(at: url)
        let pending = try ModelContext(container).fetchCount(FetchDescriptor<PendingOperation>())
        XCTAssertEqual(pending, 3)
    }
}
