import BackgroundTasks
import XCTest
@testable import Heddle

final class PrefetchSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSystemRunsPrefetchWhileCharging() throws {
        let ran = expectation(description: "prefetch launched by the system")
        Prefetch.shared.onLaunch = { ran.fulfill() }

        try Prefetch.shared.schedule(earliest: Date(timeIntervalSinceNow: 60))

        // Device lab phones are always on power, so the processing task should start soon.
        wait(for: [ran], timeout: 300)
    }
}
