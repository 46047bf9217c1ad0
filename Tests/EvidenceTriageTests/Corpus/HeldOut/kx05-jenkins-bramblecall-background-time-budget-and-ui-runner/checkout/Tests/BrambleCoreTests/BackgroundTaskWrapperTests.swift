import XCTest
import UIKit
@testable import BrambleCore

final class FakeHost: BackgroundTaskHost {
    var backgroundTimeRemaining: TimeInterval = 30
    var begun = 0
    var ended: [Int] = []
    var expiration: (() -> Void)?
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        begun += 1; expiration = expirationHandler; return UIBackgroundTaskIdentifier(rawValue: 7)
    }
    func endBackgroundTask(_ id: UIBackgroundTaskIdentifier) { ended.append(id.rawValue) }
}

final class BackgroundTaskWrapperTests: XCTestCase {
    func testEndsTaskWhenWorkFinishes() {
        let host = FakeHost()
        BackgroundTaskWrapper(host: host).run(named: "bramble.flush") { done in done() }
        XCTAssertEqual(host.ended, [7])
    }

    func testSkipsTaskWhenLittleTimeRemains() {
        let host = FakeHost(); host.backgroundTimeRemaining = 2.0
        BackgroundTaskWrapper(host: host).run(named: "bramble.flush") { _ in }
        XCTAssertEqual(host.begun, 0, "no background task should be begun with 2.0 s of background time left")
    }

    func testExpirationEndsTaskImmediately() {
        let host = FakeHost()
        let wrapper = BackgroundTaskWrapper(host: host)
        wrapper.run(named: "bramble.flush") { _ in /* never finishes */ }

        // UIKit calls the expiration handler on the main thread and expects the task ended
        // before the handler returns; a task still open afterwards gets the app terminated.
        host.expiration?()

        XCTAssertEqual(host.ended, [7], "the expiration handler must end task 7 before it returns")
    }
}
