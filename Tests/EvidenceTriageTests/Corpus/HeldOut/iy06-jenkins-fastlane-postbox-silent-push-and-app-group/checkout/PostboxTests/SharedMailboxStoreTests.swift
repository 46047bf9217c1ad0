import CoreData
import XCTest
@testable import Postbox

final class SharedMailboxStoreTests: XCTestCase {
    func testStoreLivesInAppGroupContainer() throws {
        let coordinator = try MailboxStore.makeCoordinator()
        let url = try XCTUnwrap(coordinator.persistentStores.first?.url)
        XCTAssertTrue(url.path.contains("Shared/AppGroup"), "mailbox must be readable by the notification service extension")
    }
}
