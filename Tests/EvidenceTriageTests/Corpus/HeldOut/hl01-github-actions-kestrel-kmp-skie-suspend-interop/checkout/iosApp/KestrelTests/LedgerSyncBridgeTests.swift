import XCTest
import Shared
@testable import Kestrel

final class LedgerSyncBridgeTests: XCTestCase {

    func testPageDecodesFromFixture() async throws {
        let sync = LedgerSync(api: FixtureLedgerApi(named: "page-41"), store: .inMemory())
        let page = try await sync.fetchSince()
        XCTAssertEqual(page.entries.count, 25)
    }

    func testOfflineFetchErrorReachesSwiftCatch() async throws {
        let sync = LedgerSync(api: OfflineLedgerApi(), store: .inMemory())
        let caught = expectation(description: "offline fetch reaches catch")

        Task {
            do {
                _ = try await sync.fetchSince()
                XCTFail("fetchSince should throw when offline")
            } catch {
                XCTAssertTrue(error.localizedDescription.contains("no route"))
                caught.fulfill()
            }
        }

        await fulfillment(of: [caught], timeout: 10)
    }
}
