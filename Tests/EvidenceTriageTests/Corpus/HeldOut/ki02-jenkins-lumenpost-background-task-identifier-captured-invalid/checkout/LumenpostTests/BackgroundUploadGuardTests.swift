import XCTest
@testable import Lumenpost

@MainActor
final class BackgroundUploadGuardTests: XCTestCase {
    func testEndReleasesTheTaskItBegan() {
        let host = FakeBackgroundTaskHost()
        let guardian = BackgroundUploadGuard(host: host)
        guardian.begin(name: "flush-batch") {}
        guardian.end()
        XCTAssertEqual(host.unendedTasks, [])
    }

    func testExpirationHandlerEndsTheTaskItBegan() {
        let host = FakeBackgroundTaskHost()
        let guardian = BackgroundUploadGuard(host: host)
        var expired = false
        guardian.begin(name: "flush-batch") { expired = true }

        host.expireAll()

        XCTAssertTrue(expired)
        XCTAssertEqual(host.ended, host.begun, "expiration must end the identifier UIKit handed out")
    }
}
