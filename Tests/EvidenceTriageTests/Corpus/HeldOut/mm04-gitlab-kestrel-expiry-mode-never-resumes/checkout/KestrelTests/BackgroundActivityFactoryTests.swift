import XCTest
@testable import Kestrel

final class BackgroundActivityFactoryTests: XCTestCase {
    let app = FakeBackgroundTaskApplication()

    func testExpiryEndsAllActivities() {
        let factory = BackgroundActivityFactory(application: app)
        _ = factory.startActivity(named: "send")
        app.expireAll()
        XCTAssertEqual(app.endedCount, 1)
    }

    func testCreatesActivityAfterExpiryAndForeground() {
        let factory = BackgroundActivityFactory(application: app)
        _ = factory.startActivity(named: "send")
        app.expireAll()
        factory.applicationWillEnterForeground()
        XCTAssertNotNil(factory.startActivity(named: "sync"), "factory stayed in expiry mode after foreground")
    }
}
