import UIKit
import XCTest
@testable import Runner

final class TrackRecorderTests: XCTestCase {
    func testExpirationEndsTaskBeforeHandlerReturns() {
        let app = FakeBackgroundApplication(nextIdentifier: 12)
        let store = SlowTrackStore(flushDelay: 60)
        let recorder = TrackRecorder(app: app, store: store)
        recorder.didEnterBackground()

        app.fireExpiration()   // synchronous, like UIKit on the main thread

        XCTAssertEqual(app.endedIdentifiers, [UIBackgroundTaskIdentifier(rawValue: 12)],
                       "background task must be ended before the expiration handler returns")
    }

    func testNormalFlushEndsTask() async {
        let app = FakeBackgroundApplication(nextIdentifier: 3)
        let recorder = TrackRecorder(app: app, store: SlowTrackStore(flushDelay: 0))
        recorder.didEnterBackground()
        await app.waitForEnd()
        XCTAssertEqual(app.endedIdentifiers, [UIBackgroundTaskIdentifier(rawValue: 3)])
    }
}
