import SwiftData
import XCTest
@testable import Quaywell

@MainActor
final class BalanceRefreshJobTests: XCTestCase {
    func testRefreshPersistsNewBalances() async throws {
        let container = try ModelContainer(for: Account.self, configurations: .init(isStoredInMemoryOnly: true))
        let checking = Account(remoteID: "acc-1", name: "Checking", balance: 1200, updatedAt: .distantPast)
        container.mainContext.insert(checking)
        try container.mainContext.save()

        let client = StubBalanceClient(quotes: ["acc-1": .init(amount: Decimal(string: "1375.40")!, asOf: Date(timeIntervalSince1970: 1_795_000_000))])
        try await BalanceRefreshJob(client: client, container: container).run()

        let fresh = ModelContext(container)
        let stored = try fresh.fetch(FetchDescriptor<Account>()).first
        XCTAssertEqual(stored?.balance.description, "1375.40")
    }

    func testRefreshLeavesUnquotedAccountsAlone() async throws {
        let container = try ModelContainer(for: Account.self, configurations: .init(isStoredInMemoryOnly: true))
        container.mainContext.insert(Account(remoteID: "acc-9", name: "Savings", balance: 50, updatedAt: .distantPast))
        try await BalanceRefreshJob(client: StubBalanceClient(quotes: [:]), container: container).run()
        XCTAssertEqual(try container.mainContext.fetch(FetchDescriptor<Account>()).first?.balance, 50)
    }
}
