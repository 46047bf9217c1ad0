import UIKit
import XCTest
@testable import Larkspur

final class SilentPushSyncTests: XCTestCase {
    func testNewDataReportedAfterSync() {
        let engine = ControllableSyncEngine()
        let coordinator = PushSyncCoordinator(engine: engine)
        var results: [UIBackgroundFetchResult] = []
        coordinator.handle(userInfo: ["aps": ["content-available": 1], "sync": "inbox"]) { results.append($0) }
        engine.finish(with: .newMessages(3))
        XCTAssertEqual(results, [.newData])
    }

    func testCompletionHandlerCalledExactlyOnce() {
        let engine = ControllableSyncEngine()
        let coordinator = PushSyncCoordinator(engine: engine)
        var firstCalls = 0
        var secondCalls = 0
        coordinator.handle(userInfo: ["aps": ["content-available": 1], "sync": "inbox"]) { _ in firstCalls += 1 }
        coordinator.handle(userInfo: ["aps": ["content-available": 1], "sync": "inbox"]) { _ in secondCalls += 1 }
        engine.finish(with: .newMessages(1))
        XCTAssertEqual(firstCalls, 1, "first push's fetch completion handler call count")
        XCTAssertEqual(secondCalls, 1, "second push's fetch completion handler call count")
    }

    func testCompletionCalledForBadgeOnlyPayload() {
        let engine = ControllableSyncEngine()
        let coordinator = PushSyncCoordinator(engine: engine)
        let completed = expectation(description: "fetch completion called")
        coordinator.handle(userInfo: ["aps": ["content-available": 1, "badge": 4]]) { result in
            XCTAssertEqual(result, .noData)
            completed.fulfill()
        }
        wait(for: [completed], timeout: 5)
    }
}
