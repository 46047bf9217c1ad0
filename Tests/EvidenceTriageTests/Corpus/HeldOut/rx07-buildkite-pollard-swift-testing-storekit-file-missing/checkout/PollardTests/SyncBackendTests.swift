import XCTest
import StoreKitTest
@testable import Pollard

final class SyncBackendTests: XCTestCase {
    func testCustomerInfoFetchedAfterLaunch() async throws {
        let session = try SKTestSession(configurationFileNamed: "PollardProducts")
        session.clearTransactions()
        let info = try await SyncBackend(client: .stub).fetchCustomerInfo()
        XCTAssertEqual(info.storefrontCountry, "USA")
    }
}
