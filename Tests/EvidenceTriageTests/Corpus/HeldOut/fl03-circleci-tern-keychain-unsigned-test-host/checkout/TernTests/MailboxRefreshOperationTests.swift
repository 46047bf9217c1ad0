import XCTest
@testable import Tern

private final class RecordingMailAPI: MailAPI {
    private(set) var bearers: [String] = []
    func fetchHeaders(account: String, bearer: String, since: Date?) async throws -> [MessageHeader] {
        bearers.append(bearer)
        return [MessageHeader(id: "1", subject: "Hello"), MessageHeader(id: "2", subject: "Re: Hello")]
    }
}

/// The inbox-refresh task's operation with the real keychain store and a
/// fake API (no BGTaskScheduler involved).
final class MailboxRefreshOperationTests: XCTestCase {
    private let tokens = KeychainTokenStore()

    override func setUpWithError() throws {
        try tokens.save("at-51be", account: "ana@tern.example")
    }

    override func tearDown() {
        try? tokens.delete(account: "ana@tern.example")
        super.tearDown()
    }

    func testBackgroundRefreshSendsBearerFromKeychain() async throws {
        let api = RecordingMailAPI()
        let operation = MailboxRefreshOperation(tokens: tokens, api: api, accounts: ["ana@tern.example"])
        let count = try await operation.run()
        XCTAssertEqual(count, 2)
        XCTAssertEqual(api.bearers, ["at-51be"])
    }
}
