import XCTest
@testable import Wrenfield

/// End-to-end check that the hydration sync is actually run after we schedule it.
final class BackgroundSyncSchedulingTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        BackgroundSync.shared.onRunFinished = nil
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testHandlerIsRegisteredAtLaunch() {
        // AppDelegate registered during host app launch; registering again must not crash.
        XCTAssertNotNil(BackgroundSync.shared)
    }

    func testHydrationSyncRunsAfterSubmit() {
        let ran = expectation(description: "hydration sync ran")
        BackgroundSync.shared.onRunFinished = { _ in ran.fulfill() }

        // Ask for the earliest possible run and give the system a minute and a half.
        BackgroundSync.shared.scheduleHydrationSync(after: 1)
        wait(for: [ran], timeout: 90)
    }
}
