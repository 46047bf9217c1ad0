import XCTest
@testable import Tally

final class TTIDTests: XCTestCase {
    func testTTIDRecordedWhenNextEventTrackedInBackground() {
        let app = AppRunner.makeStarted()
        app.receiveAppStateNotification(UIApplication.didEnterBackgroundNotification)
        app.advanceTime(by: 5)
        app.track(view: ["settings"])
        app.flushTallyContext()

        let session = app.sessions().last
        XCTAssertNotNil(session?.ttidEvent)
    }
}
