import Capacitor
import XCTest
@testable import App
@testable import CapawesomeCapacitorBackgroundTask

/// Drives @capawesome-team/capacitor-background-task 7.0.1 through the
/// Capacitor bridge the way the JS layer does: `beforeExit` is called when the
/// app goes to background, JS later calls `finish(taskId)`.
final class BackgroundTaskPluginTests: XCTestCase {
    private var bridge: MockBridge!
    private var plugin: BackgroundTaskPlugin!

    override func setUp() {
        super.setUp()
        bridge = MockBridge()
        plugin = BackgroundTaskPlugin(bridge: bridge, pluginId: "BackgroundTask", pluginName: "BackgroundTask")
        plugin.load()
    }

    func testBeforeExitStartsSystemBackgroundTask() {
        let call = bridge.makeCall(method: "beforeExit", keepAlive: true)
        plugin.beforeExit(call)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertEqual(bridge.resolvedCallIDs.count, 1)
    }

    func testBackgroundThenForegroundQuicklyDoesNotCrash() {
        let done = expectation(description: "all cycles finished")
        done.expectedFulfillmentCount = 50

        for cycle in 0..<50 {
            let call = bridge.makeCall(method: "beforeExit", keepAlive: true)
            plugin.beforeExit(call)
            DispatchQueue.global().async {
                NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
                let finish = self.bridge.makeCall(method: "finish", options: ["taskId": "\(cycle)"])
                self.plugin.finish(finish)
                NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
                done.fulfill()
            }
        }

        wait(for: [done], timeout: 20)
    }
}
