import UIKit
import XCTest
@testable import Quarry

private final class FakeApplication: BackgroundTaskRunning {
    private var next = 1
    private(set) var ended: [UIBackgroundTaskIdentifier] = []
    var expirationHandlers: [() -> Void] = []

    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        defer { next += 1 }
        if let expirationHandler { expirationHandlers.append(expirationHandler) }
        return UIBackgroundTaskIdentifier(rawValue: next)
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { ended.append(identifier) }
    func expireAll() { expirationHandlers.forEach { $0() } }
}

final class UploadActivityFactoryTests: XCTestCase {

    func testExpirationEndsAllActiveTasks() {
        let app = FakeApplication()
        let factory = UploadActivityFactory(application: app, notificationCenter: NotificationCenter())
        _ = factory.startActivity(named: "upload-1")
        _ = factory.startActivity(named: "upload-2")
        app.expireAll()
        XCTAssertEqual(app.ended.count, 2)
    }

    func testNewActivityAfterExpirationAndForeground() {
        let app = FakeApplication()
        let center = NotificationCenter()
        let factory = UploadActivityFactory(application: app, notificationCenter: center)
        _ = factory.startActivity(named: "upload-1")
        app.expireAll()

        // User comes back to the app: uploads must be able to start again.
        center.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        let activity = factory.startActivity(named: "upload-2")
        XCTAssertNotNil(activity, "no upload activity created after returning to foreground")
    }
}
