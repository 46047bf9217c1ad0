import XCTest
@testable import Rowan

final class LedgerSyncServiceTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Dependencies.register(LedgerClient.self) { MockLedgerClient() }
        Dependencies.register(TokenStore.self) { InMemoryTokenStore() }
    }

    override func tearDown() {
        Dependencies.reset()
        super.tearDown()
    }

    func testManualSyncUsesInjectedClient() async throws {
        let client = MockLedgerClient(entries: .fixtures(count: 3))
        Dependencies.register(LedgerClient.self) { client }
        let service = LedgerSyncService()

        try await service.syncNow()

        XCTAssertEqual(client.fetchCount, 1)
    }
}
