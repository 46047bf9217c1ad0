import BackgroundTasks
import XCTest
@testable import Tidemark

final class ResultsFetchSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    /// The Simulator has no background scheduler (Code=1 unavailable); any other
    /// error means the request itself is wrong.
    func testSubmitIsAcceptedOrUnavailable() {
        let scheduler = ResultsFetchScheduler(recorder: AppDelegate.recorder, client: .stub)
        do {
            try scheduler.schedule()
        } catch let error as BGTaskScheduler.Error where error.code == .unavailable {
            return
        } catch {
            XCTFail("results-fetch submit failed: \(error)")
        }
    }
}
