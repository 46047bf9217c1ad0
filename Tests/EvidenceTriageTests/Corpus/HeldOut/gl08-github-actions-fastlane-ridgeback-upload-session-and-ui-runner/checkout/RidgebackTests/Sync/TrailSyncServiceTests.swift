import XCTest
@testable import Ridgeback

final class TrailSyncServiceTests: XCTestCase {
    func testAttributionPostedOnceAfterLogin() {
        let api = RidgebackAPISpy()
        let service = TrailSyncService(api: api)

        service.didLogIn(user: .fixture(installSource: "trail-guide-qr"))

        XCTAssertEqual(api.attributionPosts.count, 1)
    }

    func testNoAttributionWithoutLogin() {
        let api = RidgebackAPISpy()
        _ = TrailSyncService(api: api)
        XCTAssertEqual(api.attributionPosts.count, 0)
    }
}
