import XCTest
import Capacitor
@testable import App

/// Native tests for the Capacitor Background Runner setup (label io.marten.inspect.sync).
final class RunnerEventTests: XCTestCase {
    func testRunnerConfigParsedFromCapacitorConfig() throws {
        let config = try RunnerConfigLoader.load()
        XCTAssertEqual(config.label, "io.marten.inspect.sync")
        XCTAssertEqual(config.interval, 15)
        XCTAssertTrue(config.autoStart)
    }

    func testAutoStartEventFiresWithinInterval() throws {
        let fired = expectation(description: "syncInspections dispatched by the OS")
        RunnerProbe.shared.onEvent = { name in if name == "syncInspections" { fired.fulfill() } }
        SceneProbe.sendToBackground()
        wait(for: [fired], timeout: 16 * 60)
    }

    func testDispatchEventInForegroundReturnsResult() async throws {
        let result = try await RunnerProbe.shared.dispatch(event: "ping", details: [:])
        XCTAssertEqual(result["pong"] as? Bool, true)
    }

    func testRunnerStartsWithoutLocationApi() throws {
        let runner = try RunnerProbe.shared.makeRunner(label: "io.marten.inspect.sync")
        try runner.start()
        XCTAssertTrue(runner.isRunning)
    }
}
