import XCTest
@testable import Lanternly

final class SyncEngineExpirationTests: XCTestCase {
    func testExpirationEndsEveryOpenActivity() {
        let app = FakeBackgroundTaskApplication()
        let factory = BackgroundActivityFactory(application: app)
        var expired = 0
        _ = factory.begin("upload vault delta") { expired += 1 }
        _ = factory.begin("ack push") { expired += 1 }

        app.simulateExpiration()   // invokes the handler on the main queue, as UIKit does

        XCTAssertEqual(expired, 2)
        XCTAssertEqual(app.endedTaskCount, 1)
    }
}
