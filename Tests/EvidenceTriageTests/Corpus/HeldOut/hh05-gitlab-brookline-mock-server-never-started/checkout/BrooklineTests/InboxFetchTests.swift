import XCTest
@testable import Brookline

/// Talks to the local mock mail server started by the CI job (Tests/MockServer).
final class InboxFetchTests: XCTestCase {

    private var client: MailAPIClient!

    override func setUp() {
        super.setUp()
        client = MailAPIClient(baseURL: URL(string: "http://127.0.0.1:8001")!, session: .shared)
    }

    func testFetchInboxFromMockServer() async throws {
        let page = try await client.fetchInbox(account: "alice@brookline.test", cursor: nil)
        XCTAssertEqual(page.messages.count, 12)
        XCTAssertEqual(page.messages.first?.subject, "Welcome to Brookline")
    }
}
