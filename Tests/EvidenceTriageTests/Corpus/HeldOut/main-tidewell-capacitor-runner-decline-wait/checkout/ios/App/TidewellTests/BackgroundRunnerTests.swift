import XCTest
import Capacitor
@testable import App

final class BackgroundRunnerTests: XCTestCase {
    private var bridge: MockBridge!

    override func setUp() {
        super.setUp()
        bridge = MockBridge(config: .fixture("capacitor.config.json"))
    }

    func testRunnerRegistersAtLaunch() throws {
        XCTAssertTrue(BackgroundRunnerPlugin.registeredLabels.contains("io.tidewell.app.background.sync"))
    }

    func testSyncEventRunsWithinInterval() throws {
        let dispatched = expectation(description: "syncTideStations event dispatched by the system")
        let runner = BackgroundRunner.shared
        runner.onEvent = { name, _ in
            if name == "syncTideStations" { dispatched.fulfill() }
        }
        BackgroundRunnerPlugin.registerBackgroundTask()
        try runner.scheduleBackgroundTask(label: "io.tidewell.app.background.sync", interval: 5)
        UIApplication.shared.perform(#selector(NSXPCConnection.suspend))
        // iOS should run the refresh within the 5 minute interval (+ margin)
        wait(for: [dispatched], timeout: 600)
    }
}
