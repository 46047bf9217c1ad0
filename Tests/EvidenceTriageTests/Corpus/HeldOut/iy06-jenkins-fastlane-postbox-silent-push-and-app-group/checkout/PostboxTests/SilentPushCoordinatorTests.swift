import UIKit
import XCTest
@testable import Postbox

final class SilentPushCoordinatorTests: XCTestCase {
    func testCompletionHandlerIsConsumedOnce() {
        let coordinator = SilentPushCoordinator()
        var calls: [UIBackgroundFetchResult] = []

        coordinator.register({ calls.append($0) }, forKey: "push-7f21")
        coordinator.endBackgroundHandler("push-7f21", result: .newData)   // sync finished in background
        coordinator.flushCompletionHandlerQueue()                         // user opens the app later

        XCTAssertEqual(calls.count, 1, "a silent-push completion handler must run exactly once")
        XCTAssertEqual(calls.first, .newData)
    }

    func testFlushFinishesHandlersThatNeverEnded() {
        let coordinator = SilentPushCoordinator()
        var calls: [UIBackgroundFetchResult] = []
        coordinator.register({ calls.append($0) }, forKey: "push-9a02")
        coordinator.flushCompletionHandlerQueue()
        XCTAssertEqual(calls, [.noData])
    }
}
