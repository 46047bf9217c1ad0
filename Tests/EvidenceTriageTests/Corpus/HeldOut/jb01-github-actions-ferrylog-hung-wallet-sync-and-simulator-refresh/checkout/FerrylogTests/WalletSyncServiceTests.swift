import XCTest
@testable import Ferrylog

final class WalletSyncServiceTests: XCTestCase {
    private var vault: InMemoryVault!
    private var api: StubTicketAPI!
    private var service: WalletSyncService!

    override func setUp() {
        super.setUp()
        vault = InMemoryVault()
        api = StubTicketAPI()
        service = WalletSyncService(vault: vault, api: api, queue: DispatchQueue(label: "wallet-sync-tests"))
    }

    func testSyncStoresNewTickets() async throws {
        api.tickets = [.fixture(id: "T-100"), .fixture(id: "T-101")]
        let result = await service.sync()
        XCTAssertEqual(result, .synced(count: 2))
        XCTAssertEqual(vault.storedTicketIDs, ["T-100", "T-101"])
    }

    func testSyncKeepsExistingTicketsOnServerError() async throws {
        vault.store([.fixture(id: "T-090")])
        api.error = URLError(.badServerResponse)
        let result = await service.sync()
        XCTAssertEqual(result, .failed)
        XCTAssertEqual(vault.storedTicketIDs, ["T-090"])
    }

    func testSyncSkipsWhenVaultLocked() async throws {
        vault.isLocked = true
        api.tickets = [.fixture(id: "T-200")]

        // A locked vault must not decrypt or store anything, but sync() still has to return.
        let result = await service.sync()

        XCTAssertEqual(result, .skipped(.vaultLocked))
        XCTAssertEqual(api.fetchCount, 0)
    }
}
