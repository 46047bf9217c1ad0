import XCTest
@testable import Lanternfish

final class PrefetchSchedulingTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "PrefetchSchedulingTests/" + String(name.split(separator: " ")[1].dropLast()), 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshTaskRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTasks.registered["com.lanternfish.app.refresh"] ?? false)
    }

    func testPrefetchTaskRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTasks.registered["com.lanternfish.app.prefetch"] ?? false, "com.lanternfish.app.prefetch was not registered at launch")
    }

    func testOvernightPrefetchRuns() {
        let ran = expectation(description: "prefetch ran")
        EpisodePrefetcher.shared.onRun = { ran.fulfill() }
        BackgroundTasks.schedulePrefetch()
        // Overnight on a charger the system runs the processing task; give it five minutes.
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        wait(for: [ran], timeout: 300)
    }
}
