import EvidenceRecorder
import XCTest
@testable import Lanternway

final class KeyMatchTaskHandlerTests: XCTestCase {
    private var recorder: EvidenceRecorder!

    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        recorder = AppDelegate.recorder
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    private func makeHandler(packages: Int) -> KeyMatchTaskHandler {
        KeyMatchTaskHandler(recorder: recorder) {
            KeyMatchTransaction(client: StubKeyPackageClient(packageCount: packages),
                                matcher: ContactLogMatcher(log: .fixture), recorder: self.recorder)
        }
    }

    func testHandlerCompletesTaskWhenMatchingFinishes() {
        let handler = makeHandler(packages: 14)
        let task = FakeProcessingTask(identifier: KeyMatchTaskHandler.identifier)
        let completed = expectation(description: "key-match calls setTaskCompleted")
        task.onComplete = { _ in completed.fulfill() }

        handler.handle(task)

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationCancelsTransaction() {
        let handler = makeHandler(packages: 3)
        let task = FakeProcessingTask(identifier: KeyMatchTaskHandler.identifier)

        handler.handle(task)

        XCTAssertNotNil(task.expirationHandler, "handler must set an expiration handler before starting work")
        task.expirationHandler?()
        XCTAssertEqual(task.completedSuccess, false)
    }

    func testNoPackagesStillCompletes() {
        let handler = makeHandler(packages: 0)
        let task = FakeProcessingTask(identifier: KeyMatchTaskHandler.identifier)
        handler.handle(task)
        XCTAssertNil(task.completedSuccess) // completion is asynchronous
    }
}
