import XCTest
import BackgroundTasks
@testable import CobbleFitness

final class HealthSyncSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testBackgroundFetchFiresWithinWindow() throws {
        let done = expectation(forNotification: .healthSyncDidFinish, object: nil)
        try HealthSyncScheduler.shared.scheduleRefresh(earliest: Date(timeIntervalSinceNow: 60))
        // leave the app idle: iOS should launch com.cobblelabs.fitness.healthsync shortly after earliestBeginDate
        wait(for: [done], timeout: 900)
    }
}
