import XCTest
@testable import App

final class UploadKeepAliveTests: XCTestCase {
    func testBackgroundTaskEndedBeforeSystemTimeout() {
        let app = FakeBackgroundTaskApplication(nextIdentifier: 12)
        let clock = ManualClock()
        let keepAlive = UploadKeepAlive(application: app, clock: clock)
        keepAlive.begin()
        app.backgroundTimeRemaining = 30
        clock.advance(by: .seconds(28))
        app.backgroundTimeRemaining = 2
        clock.advance(by: .seconds(1))
        XCTAssertEqual(app.endedIdentifiers, [12], "keep-alive must end its task before iOS' deadline")
    }
}
