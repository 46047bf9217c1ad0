import XCTest
import BackgroundTasks
@testable import Larkspur

final class BackgroundUploadRegistrationTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "BackgroundUploadRegistrationTests/testProcessingTaskSubmits", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testProcessingTaskSubmits() {
        let request = BGProcessingTaskRequest(identifier: "com.larkspur.telemetry.log-upload")
        request.requiresNetworkConnectivity = true
        XCTAssertNoThrow(try BackgroundUpload.submit(request))
    }
}
