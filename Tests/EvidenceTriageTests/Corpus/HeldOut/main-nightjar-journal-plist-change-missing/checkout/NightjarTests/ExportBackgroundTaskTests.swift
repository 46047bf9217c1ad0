import XCTest
@testable import Nightjar

final class ExportBackgroundTaskTests: XCTestCase {
    func testEndsBackgroundTaskWhenPublishCalledTwice() {
        let app = FakeBackgroundTaskApplication()
        let publisher = ExportPublisher(application: app)
        publisher.publishOnAppBackground()
        publisher.publishOnAppBackground()
        app.finishAllWork()
        XCTAssertEqual(app.openTaskIdentifiers.count, 0, "background task \(app.openTaskIdentifiers.first ?? 0) was never ended")
    }
}
