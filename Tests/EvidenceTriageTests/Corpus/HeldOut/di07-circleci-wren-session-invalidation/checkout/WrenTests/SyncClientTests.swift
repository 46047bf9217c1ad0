import XCTest
@testable import Wren

final class SyncClientTests: XCTestCase {
    func testRequestAfterLogoutIsRejectedNotCrashing() {
        let client = SyncClient(baseURL: URL(string: "https://sync.wren.example")!)
        client.logout()                         // invalidates the session
        let result = client.fetchHighlights(since: 0)
        XCTAssertEqual(result, .rejected(.loggedOut))
    }
}
