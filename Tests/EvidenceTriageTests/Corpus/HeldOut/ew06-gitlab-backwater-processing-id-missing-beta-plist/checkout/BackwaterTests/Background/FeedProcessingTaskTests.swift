import BackgroundTasks
import XCTest
@testable import Backwater

final class FeedProcessingTaskTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testProcessingRequestAsksForNetwork() {
        let request = BGProcessingTaskRequest(identifier: BackgroundTasks.process.rawValue)
        request.requiresNetworkConnectivity = true
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }

    func testSubmitProcessingRequest() {
        XCTAssertNoThrow(try BackgroundTasks.submitFeedProcessing())
    }
}
