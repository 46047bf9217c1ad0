import XCTest
import BackgroundTasks
@testable import JuniperKit

final class HistoricalSyncProcessingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    func testProcessingTaskSubmitSucceeds() {
        let request = BGProcessingTaskRequest(identifier: HistoricalSync.taskID)
        request.requiresNetworkConnectivity = true
        XCTAssertNoThrow(try HistoricalSync.submit(request))
    }
}
