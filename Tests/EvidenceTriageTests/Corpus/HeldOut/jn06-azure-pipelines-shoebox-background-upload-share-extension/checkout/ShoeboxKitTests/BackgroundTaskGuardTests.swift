import UIKit
import XCTest
@testable import ShoeboxKit

final class BackgroundTaskGuardTests: XCTestCase {
    func testEndEndsTheTaskItBegan() {
        let app = FakeBackgroundApplication(nextIdentifier: 7)
        let guardian = BackgroundTaskGuard(app: app)
        guardian.begin("upload-handoff", onExpire: {})
        guardian.end()
        XCTAssertEqual(app.endedIdentifiers, [UIBackgroundTaskIdentifier(rawValue: 7)])
    }

    func testExpirationEndsTheTaskItBegan() {
        let app = FakeBackgroundApplication(nextIdentifier: 7)
        let guardian = BackgroundTaskGuard(app: app)
        var expired = false
        guardian.begin("upload-handoff", onExpire: { expired = true })
        app.fireExpiration()
        XCTAssertTrue(expired)
        XCTAssertEqual(app.endedIdentifiers, [UIBackgroundTaskIdentifier(rawValue: 7)])
    }
}
