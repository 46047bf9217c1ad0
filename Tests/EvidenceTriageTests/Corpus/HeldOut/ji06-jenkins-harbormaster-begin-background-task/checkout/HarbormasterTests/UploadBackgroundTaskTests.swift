import UIKit
import XCTest
@testable import Harbormaster

/// Forwards to the real UIApplication (so UIKit's own bookkeeping runs) and records calls.
final class RecordingApplication: BackgroundTaskApplication {
    var begun: [Int] = [], ended: [Int] = []
    var expirations: [() -> Void] = []
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        let id = UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: expirationHandler)
        begun.append(id.rawValue); expirations.append(expirationHandler ?? {})
        return id
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ended.append(identifier.rawValue)
        UIApplication.shared.endBackgroundTask(identifier)
    }
}

final class UploadBackgroundTaskTests: XCTestCase {
    func testExpirationHandlerEndsTask() {
        let app = RecordingApplication(); let manager = BackgroundTaskManager(application: app)
        manager.beginBackgroundTask(); app.expirations.last?()
        XCTAssertEqual(app.ended, app.begun)
    }

    func testReleasingManagerEndsActiveTask() {
        let app = RecordingApplication()
        var manager: BackgroundTaskManager? = BackgroundTaskManager(application: app)
        manager?.beginBackgroundTask()
        manager = nil   // e.g. the upload screen is torn down while still backgrounded
        XCTAssertEqual(app.ended, app.begun, "a released BackgroundTaskManager must end its background task")
    }

    /// Backgrounding twice quickly (scene goes background, upload starts) must not
    /// orphan the first task: Apple terminates apps that leave tasks running.
    func testSecondBackgroundingKeepsFirstTaskEndable() {
        let app = RecordingApplication()
        let manager = BackgroundTaskManager(application: app)
        manager.beginBackgroundTask()
        manager.beginBackgroundTask()
        manager.endBackgroundTask()
        manager.endBackgroundTask()

        XCTAssertEqual(app.ended.sorted(), app.begun.sorted(), "every begun background task must be ended exactly once")
    }
}
