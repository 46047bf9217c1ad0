import BackgroundTasks
import XCTest
@testable import Orchard

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testNightlyReconcileIdentifierPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertTrue(permitted?.contains("com.orchard.stock.nightly-reconcile") == true)
    }

    func testPriceRefreshSubmissionAccepted() {
        XCTAssertNoThrow(try AppDelegate.submitPriceRefresh())
    }
}
