import XCTest
@testable import App

final class BeforeExitPluginTests: XCTestCase {
    func testBeforeExitRunsOffMainQueue() {
        let plugin = BeforeExitPlugin()
        let ran = expectation(description: "resolved")
        var onMain = true
        let call = CAPPluginCallStub(callbackId: "cb-1") { onMain = Thread.isMainThread; ran.fulfill() }
        plugin.beforeExit(call)
        wait(for: [ran], timeout: 2)
        XCTAssertFalse(onMain, "beforeExit callback should run on a background queue")
    }

    func testFinishEndsBackgroundTaskOnlyOnce() {
        let app = BackgroundTaskRecorder.install()
        let plugin = BeforeExitPlugin()
        plugin.beforeExit(CAPPluginCallStub(callbackId: "cb-2"))
        plugin.finish(CAPPluginCallStub(callbackId: "f-1", options: ["taskId": "cb-2"]))
        XCTAssertEqual(app.endCount, 1)
    }
}
