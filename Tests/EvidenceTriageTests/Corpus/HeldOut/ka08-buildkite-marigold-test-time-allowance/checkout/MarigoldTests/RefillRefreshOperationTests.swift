import XCTest
@testable import Marigold

final class RefillRefreshOperationTests: XCTestCase {
    func testRefreshStoresDueRefills() {
        let operation = RefillRefreshOperation(renewer: TokenRenewer(session: StubSession(token: "t", delay: 0)),
                                               api: StubRefillAPI(refills: .fixtures(count: 2)), store: InMemoryRefillStore())
        XCTAssertTrue(operation.run())
    }

    func testRefreshFinishesWhenTokenRenewalIsSlow() {
        let store = InMemoryRefillStore()
        let operation = RefillRefreshOperation(renewer: TokenRenewer(session: StubSession(token: "t", delay: 0.5)),
                                               api: StubRefillAPI(refills: .fixtures(count: 3)), store: store)
        XCTAssertTrue(operation.run())
        XCTAssertEqual(store.refills.count, 3)
    }
}
