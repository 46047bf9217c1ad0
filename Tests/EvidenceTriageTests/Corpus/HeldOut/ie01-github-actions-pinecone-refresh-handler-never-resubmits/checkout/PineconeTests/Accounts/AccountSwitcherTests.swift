import XCTest
@testable import Pinecone

final class AccountSwitcherTests: XCTestCase {
    func testSwitchingAccountsReloadsQuota() async throws {
        let quota = StubQuotaService(delay: .milliseconds(40))
        let switcher = AccountSwitcher(quotaService: quota)
        try await switcher.switchTo(.fixture(id: "work"))
        // Reads the published value right after the switch; the reload is async.
        XCTAssertEqual(switcher.visibleQuota?.accountID, "work")
    }

    func testSignOutClearsQuota() async throws {
        let switcher = AccountSwitcher(quotaService: StubQuotaService())
        try await switcher.signOut()
        XCTAssertNil(switcher.visibleQuota)
    }
}
