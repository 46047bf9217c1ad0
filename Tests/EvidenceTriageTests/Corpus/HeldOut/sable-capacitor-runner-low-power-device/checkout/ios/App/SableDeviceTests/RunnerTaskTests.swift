import XCTest
import BackgroundTasks
@testable import App

/// Exercises @capacitor/background-runner's native side on the lab phone.
final class RunnerTaskTests: XCTestCase {
    func testRunnerConfigIsParsed() throws {
        let config = try XCTUnwrap(RunnerConfigLoader.load(from: .main))
        XCTAssertEqual(config.label, "app.sable.sync")
        XCTAssertEqual(config.event, "syncInbox")
    }

    func testSimulatedLaunchRunsRunnerEvent() throws {
        let dispatched = expectation(description: "runner event syncInbox dispatched")
        RunnerEventProbe.shared.onDispatch = { event in
            if event == "syncInbox" { dispatched.fulfill() }
        }
        try BackgroundRunnerBridge.scheduleNow(label: "app.sable.sync")
        DebugBGTasks.simulateLaunch("app.sable.sync")
        wait(for: [dispatched], timeout: 15)
    }
}
