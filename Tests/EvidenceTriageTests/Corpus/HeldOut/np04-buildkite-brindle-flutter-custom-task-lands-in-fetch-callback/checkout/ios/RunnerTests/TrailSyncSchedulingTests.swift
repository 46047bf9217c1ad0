import XCTest
@testable import Runner

final class TrailSyncSchedulingTests: XCTestCase {
    func testFetchFiresWithinFifteenMinutes() throws {
        let harness = try FlutterEngineHarness(entrypoint: "main", testName: name)
        let fired = expectation(description: "background fetch fired")
        harness.onFetchEvent = { taskId in if taskId == "com.transistorsoft.fetch" { fired.fulfill() } }
        try harness.sendAppToBackground()
        wait(for: [fired], timeout: 15 * 60)
    }
}
