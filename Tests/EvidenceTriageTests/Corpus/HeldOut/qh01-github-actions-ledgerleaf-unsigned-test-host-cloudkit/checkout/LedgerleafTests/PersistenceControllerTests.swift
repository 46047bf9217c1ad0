import XCTest
import SwiftData
@testable import Ledgerleaf

final class PersistenceControllerTests: XCTestCase {
    func testSharedContainerLoadsCloudStore() throws {
        let controller = PersistenceController(inMemory: false)
        XCTAssertNotNil(controller.container)
        XCTAssertNil(controller.loadError, "store failed to load: \(String(describing: controller.loadError))")
    }

    func testMirroringSetupSucceeds() throws {
        let controller = PersistenceController(inMemory: false)
        let setup = expectation(description: "cloudkit setup event")
        var succeeded = false
        let token = controller.onSyncEvent { event in
            guard event.type == .setup, event.endDate != nil else { return }
            succeeded = event.succeeded
            setup.fulfill()
        }
        wait(for: [setup], timeout: 20)
        XCTAssertTrue(succeeded, "CloudKit setup event reported an error")
        token.cancel()
    }

    func testInMemoryContainerForPreviews() throws {
        let controller = PersistenceController(inMemory: true)
        XCTAssertNil(controller.loadError)
    }
}
