import XCTest
@testable import Harborline

final class SilentPushRouterTests: XCTestCase {
    private let timetable = StubTimetableSync(changed: true)

    func testBackgroundOnlyPushSyncsTimetable() {
        let router = SilentPushRouter(timetable: timetable)
        var results: [UIBackgroundFetchResult] = []
        router.handle(["aps": ["content-available": 1]]) { results.append($0) }
        XCTAssertEqual(results, [.newData])
    }

    func testContentAvailablePushCallsCompletionOnce() {
        let router = SilentPushRouter(timetable: timetable)
        var calls = 0
        router.handle(["aps": ["alert": ["title": "Sailing delayed"], "content-available": 1]]) { _ in calls += 1 }
        XCTAssertEqual(calls, 1, "fetchCompletionHandler invoked more than once")
    }

    func testAlertWithContentAvailableFiresReceivedEventOnce() {
        let router = SilentPushRouter(timetable: timetable)
        var received = 0
        router.onReceived = { _ in received += 1 }
        router.handle(["aps": ["alert": "Sailing delayed", "content-available": 1]]) { _ in }
        XCTAssertEqual(received, 1, "received event fired twice for one push")
    }
}
