import CorvaneKit
import TestSupport
import XCTest

final class VisitUploadJobTests: XCTestCase {
    func testUploadUsesConfiguredEndpoint() async throws {
        let environment = try XCTUnwrap(
            SyncEnvironment.current,
            "SyncEnvironment not configured - is TestSetup the bundle's NSPrincipalClass?"
        )
        let transport = RecordingTransport()
        let job = VisitUploadJob(environment: environment, transport: transport)

        try await job.run(batch: [.fixture(id: "v-1001")])

        XCTAssertEqual(transport.requests.first?.url?.absoluteString,
                       "https://visits.stub.corvane.test/v2/visits/batch")
    }

    func testEmptyBatchSendsNothing() async throws {
        let transport = RecordingTransport()
        let job = VisitUploadJob(environment: .preview, transport: transport)
        try await job.run(batch: [])
        XCTAssertTrue(transport.requests.isEmpty)
    }
}
