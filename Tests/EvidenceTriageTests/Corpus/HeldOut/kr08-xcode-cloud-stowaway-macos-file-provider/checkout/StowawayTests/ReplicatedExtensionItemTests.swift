import XCTest
import FileProvider
@testable import StowawayKit

final class ReplicatedExtensionItemTests: XCTestCase {
    /// fileproviderd removes the domain's folder in ~/Library/CloudStorage when
    /// the root item fails with .cannotSynchronize; while the database is still
    /// loading the extension must answer with an error the system retries.
    func testRootItemWhileDatabaseLoadingReportsRetryableError() {
        let responder = ItemResponder(database: .loading())
        let done = expectation(description: "item(for:)")
        var reported: NSError?
        responder.item(for: .rootContainer) { _, error in
            reported = error as NSError?
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(reported?.code, NSFileProviderError.Code.notAuthenticated.rawValue)
    }
}
