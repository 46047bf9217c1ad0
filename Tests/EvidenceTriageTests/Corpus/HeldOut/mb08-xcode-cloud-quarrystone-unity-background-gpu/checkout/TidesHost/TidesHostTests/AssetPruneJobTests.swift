import XCTest
import BackgroundTasks
@testable import TidesHost

final class AssetPruneJobTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testPruneDeletesBundlesOlderThanThirtyDays() throws {
        let store = InMemoryBundleStore(ages: [3, 12, 31, 45])
        try AssetPruneJob(store: store, renderer: NullThumbnailRenderer()).pruneSynchronously()
        XCTAssertEqual(store.ages, [3, 12])
    }

    /// End to end through BGTaskScheduler: submit, simulate the system launch,
    /// and check what the task reported. Unity's renderer is the real one.
    func testPruneCompletesInBackgroundLaunch() throws {
        let reported = expectation(description: "setTaskCompleted")
        var success: Bool?
        BackgroundTasks.onCompleted = { ok in
            success = ok
            reported.fulfill()
        }

        try BackgroundTasks.submitPrune(earliest: Date())
        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")),
                                       with: BackgroundTasks.pruneIdentifier)

        wait(for: [reported], timeout: 20)














        XCTAssertEqual(success, true, "prune task must report success")
    }
}
