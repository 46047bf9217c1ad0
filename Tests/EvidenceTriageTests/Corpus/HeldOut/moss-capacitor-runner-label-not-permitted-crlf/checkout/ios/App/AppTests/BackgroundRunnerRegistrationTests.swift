import XCTest
import BackgroundTasks
import Capacitor
import CapacitorBackgroundRunner
@testable import App

final class BackgroundRunnerRegistrationTests: XCTestCase {
    private let label = "app.moss.shop.background.task"

    func testRunnerConfigLoadedFromCapacitorConfig() throws {
        let config = try XCTUnwrap(RunnerConfigLoader.load())
        XCTAssertEqual(config.label, label)
        XCTAssertEqual(config.event, "syncCart")
        XCTAssertTrue(config.repeats)
    }

    func testRunnerTaskRegistersAtLaunch() throws {
        // AppDelegate calls BackgroundRunnerPlugin.registerBackgroundTask() in
        // application(_:didFinishLaunchingWithOptions:); the recorder saw it.
        let records = try DiagnosticsReader.current()
        XCTAssertTrue(records.registered(label), "BackgroundRunner registered \(label) at launch")
    }
}
