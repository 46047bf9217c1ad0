import XCTest
import Capacitor
@testable import App

final class AppStateNotificationTests: XCTestCase {
    private var bridge: TestBridge!
    private var states: [Bool] = []

    override func setUp() {
        super.setUp()
        bridge = TestBridge.attach(to: AppDelegate.shared)
        states = []
        bridge.onEvent("appStateChange") { [unowned self] data in
            self.states.append(data["isActive"] as? Bool ?? false)
        }
    }

    func testPausePostsAppStateChange() {
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(states, [false])
    }

    // Posts the real application notifications on the shared default center:
    // other observers in the host app (WKWebView, the bridge itself) see them too.
    func testResumePostsAppStateChange() {
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))




        XCTAssertEqual(states, [false, true], "appStateChange events forwarded to the web layer")
    }
}
