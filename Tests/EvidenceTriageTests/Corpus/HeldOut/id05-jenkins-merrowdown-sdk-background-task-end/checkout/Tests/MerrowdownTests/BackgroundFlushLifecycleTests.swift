import UIKit
import XCTest
@testable import Merrowdown

/// Runs in MerrowdownHost with the real UIApplication.
final class BackgroundFlushLifecycleTests: XCTestCase {
    func testBackgroundingEndsEveryTaskItBegan() {
        let transport = ImmediateTransport()
        let uploader = EventUploader(application: UIApplication.shared, transport: transport)

        // A scene-based host posts both notifications when it moves to the background.
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: nil)
        transport.completePending()

        XCTAssertEqual(uploader.openTasks, 0, "a background task is still open after the flush finished")
    }
}
