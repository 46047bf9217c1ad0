import SwiftData
import XCTest
@testable import Lanternchat

final class PushIngestTests: XCTestCase {
    private var container: ModelContainer!
    private var ingestor: PushIngestor!

    override func setUp() async throws {
        container = try Persistence.inMemoryContainer()
        ingestor = PushIngestor(modelContainer: container)
        try await Persistence.seedAccounts(["acc-1", "acc-2"], in: container)
    }

    func testDuplicatePushIsIgnored() async {
        let push = PushPayload.fixture(account: "acc-1", message: "m-1")
        let first = await ingestor.ingest(push.userInfo)
        let second = await ingestor.ingest(push.userInfo)
        XCTAssertTrue(first)
        XCTAssertFalse(second)
    }

    /// A silent push lands while the user is switching account (the switch resets the
    /// ingest context). The badge for the account that received the message must still update.
    func testMessageArrivingDuringAccountSwitchUpdatesBadge() async throws {
        let badged = expectation(description: "badge updated")
        await ingestor.setBadgeHandler { count in
            XCTAssertEqual(count, 1)
            badged.fulfill()
        }
        let ingested = await ingestor.ingest(PushPayload.fixture(account: "acc-2", message: "m-9").userInfo)
        await ingestor.resetForAccountSwitch()
        XCTAssertTrue(ingested)
        await fulfillment(of: [badged], timeout: 2)
    }
}
