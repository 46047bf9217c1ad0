import BackgroundTasks
import XCTest
@testable import Pinecone

final class BackgroundTaskRequestTests: XCTestCase {
    func testProcessingRequestUsesPermittedIdentifier() {
        let request = CleanupScheduler.makeRequest(options: .init(minimumInterval: 60 * 60))
        XCTAssertEqual(request.identifier, "com.pinecone.notes.cleanup")
    }

    func testProcessingRequestDoesNotRequireNetwork() {
        let request = CleanupScheduler.makeRequest(options: .init(minimumInterval: 60 * 60))
        XCTAssertFalse(request.requiresNetworkConnectivity, "local cleanup must be allowed to run offline")
    }
}
