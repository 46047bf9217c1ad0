import XCTest
@testable import Tallowick

final class BackgroundSyncTests: XCTestCase {
    private var store: InMemoryStore!
    private var recorder: EvidenceRecorder!

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.map { String($0.split(separator: ".").last!) }.joined(separator: "/"), 1)
        store = InMemoryStore()
        recorder = try! EvidenceRecorder(fileURL: TestPaths.registrationRecords)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSimulatedLaunchDrainsQueue() {
        store.insertPending(count: 3)
        let api = StubUploader(results: [.success, .failure(.timedOut), .success])
        let queue = OfflineSyncQueue(container: store.container, api: api)
        let task = FakeRefreshTask()
        let completed = expectation(description: "task completed")
        task.onComplete = { _ in completed.fulfill() }

        BackgroundSyncScheduler.handle(task, queue: queue, recorder: recorder)
        wait(for: [completed], timeout: 5)

        XCTAssertEqual(queue.pendingCount, 0, "one timed-out upload should be retried, not left behind")
        XCTAssertEqual(task.success, true)
    }
}
