import XCTest
@testable import Runner

final class NightlySyncLaunchTests: XCTestCase {
    func testSimulatedLaunchRunsDartCallback() throws {
        let harness = FlutterTestHarness(entrypoint: "nightlySyncTestMain")
        harness.start()
        try harness.invoke("scheduleNightlySync")
        let ran = expectation(description: "Dart callback ran for com.fenwood.nightly-sync")
        harness.onDartEvent("nightly-sync.done") { _ in ran.fulfill() }
        try BGTaskSimulator.simulateLaunch("com.fenwood.nightly-sync")
        wait(for: [ran], timeout: 20)
    }
}
