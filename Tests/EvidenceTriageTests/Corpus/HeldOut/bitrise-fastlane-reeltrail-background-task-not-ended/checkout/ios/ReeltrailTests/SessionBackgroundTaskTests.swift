import XCTest
@testable import Reeltrail

final class SessionBackgroundTaskTests: XCTestCase {
    func testRapidBackgroundForegroundEndsEveryTask() {
        let runner = RecordingBackgroundTaskRunner()
        let session = AnalyticsSessionClient(taskRunner: runner, flushDelay: 5)
        for _ in 0..<3 {
            session.applicationDidEnterBackground()
            session.applicationWillEnterForeground()   // < 5 s later: pending flush is replaced
        }
        session.applicationDidEnterBackground()
        runner.drainMainQueue()
        session.flushNow()
        XCTAssertEqual(Set(runner.ended), Set(runner.begun), "every begun UIBackgroundTask must be ended")
    }
}
