import XCTest
import BackgroundTasks
@testable import Runner

final class BackgroundFetchSetupTests: XCTestCase {
    private var harness: FlutterEngineHarness!

    override func setUpWithError() throws {
        harness = try FlutterEngineHarness(entrypoint: "main", testName: name)
        try harness.waitForDartReady(timeout: 20)
    }

    func testConfigureReturnsAvailable() throws {
        XCTAssertEqual(try harness.evaluateDart("BackgroundFetch.status"), "2")
    }

    func testScheduleTaskAccepted() throws {
        let result = try harness.invokeDart("scheduleLogSync")
        XCTAssertEqual(result, "scheduled:com.transistorsoft.sync-logs")
    }

    func testSimulatedFetchDeliversEvent() throws {
        let received = expectation(description: "dart received fetch event")
        harness.onDartLog("[BackgroundFetch] Event received") { _ in received.fulfill() }
        harness.sendAppToBackground()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: "com.transistorsoft.fetch")
        wait(for: [received], timeout: 60)
    }
}
