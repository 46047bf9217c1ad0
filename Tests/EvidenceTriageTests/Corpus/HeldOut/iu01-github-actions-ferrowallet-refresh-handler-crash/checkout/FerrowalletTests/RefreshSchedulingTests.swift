import BackgroundTasks
import UIKit
import XCTest
@testable import Ferrowallet

final class RefreshSchedulingTests: XCTestCase {
    func testAppRefreshRunsWithinOneMinuteOfBackgrounding() {
        let invoked = expectation(description: "backgroundAppRefreshTask handler invoked")
        let observer = NotificationCenter.default.addObserver(forName: .ferrowalletRefreshHandled, object: nil, queue: .main) { _ in
            invoked.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        // Same path as sceneDidEnterBackground(_:).
        BackgroundSyncing.default.scheduleAppRefresh()

        wait(for: [invoked], timeout: 60)
    }
}
