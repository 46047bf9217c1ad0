import XCTest
@testable import Quaymark

final class BackgroundFlushTests: XCTestCase {
    var app: FakeBackgroundTaskApplication!
    var flusher: ExpenseFlusher!

    override func setUp() {
        super.setUp()
        app = FakeBackgroundTaskApplication()
        flusher = ExpenseFlusher(application: app, uploader: SlowUploaderStub(delay: .seconds(600)))
    }

    func testFlushBeginsNamedBackgroundTask() {
        flusher.applicationDidEnterBackground()
        XCTAssertEqual(app.begun.map(\.name), ["expense-flush"])
    }

    func testExpirationEndsBackgroundTask() {
        flusher.applicationDidEnterBackground()
        app.fireExpiration()
        XCTAssertEqual(app.ended, app.begun.map(\.id))
    }

    func testFlushEndsTaskWhenQueueIsEmpty() {
        flusher.queue.removeAll()
        flusher.applicationDidEnterBackground()
        XCTAssertTrue(app.outstanding.isEmpty, "outstanding: \(app.outstanding)")
    }
}
