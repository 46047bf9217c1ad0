import XCTest
@testable import Lumenfield

final class DeviceStatusRefreshTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "DeviceStatusRefreshTests/" + name.split(separator: " ")[1].dropLast(), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testStatusRefreshRunsInBackground() throws {
        let launched = expectation(description: "status refresh launched")
        let token = NotificationCenter.default.addObserver(forName: .statusRefreshDidRun, object: nil, queue: nil) { _ in
            launched.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        try? StatusRefreshScheduler.schedule(earliest: Date(timeIntervalSinceNow: 5))

        // Give the system time to run the refresh we just asked for.
        wait(for: [launched], timeout: 120)
    }
}
