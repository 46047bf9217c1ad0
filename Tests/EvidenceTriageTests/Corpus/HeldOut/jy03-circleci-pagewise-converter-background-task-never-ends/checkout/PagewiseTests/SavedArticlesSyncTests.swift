import XCTest
@testable import Pagewise

final class SavedArticlesSyncTests: XCTestCase {
    func testCompletedPushEndsBackgroundTask() {
        let app = FakeBackgroundTime()
        let api = FakeReadingListAPI(result: .success(()))
        SavedArticlesSync(app: app, api: api).syncWhileBackgrounding()
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(app.open, [])
    }

    func testExpirationHandlerEndsBackgroundTask() {
        let app = FakeBackgroundTime()
        let api = FakeReadingListAPI(result: nil) // request hangs; cancel() does not call back
        SavedArticlesSync(app: app, api: api).syncWhileBackgrounding()
        app.expirations.forEach { $0() }
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertTrue(app.open.isEmpty, "expiration handler must end background task \(app.open) (\"SavedArticlesSync\")")
    }
}
