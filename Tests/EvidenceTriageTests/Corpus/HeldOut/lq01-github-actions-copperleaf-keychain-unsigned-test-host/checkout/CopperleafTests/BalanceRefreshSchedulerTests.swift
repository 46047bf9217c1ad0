import BackgroundTasks
import XCTest
@testable import Copperleaf

final class BalanceRefreshSchedulerTests: XCTestCase {
    func testIdentifierIsPermittedInInfoPlist() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, [BalanceRefreshScheduler.identifier])
    }

    func testSubmitRefreshRequestSucceeds() {
        // Added with the balance widget: make sure the OS accepts the request.
        XCTAssertNoThrow(try BalanceRefreshScheduler.submit(after: 15 * 60))
    }
}
