import XCTest
@testable import Oriel

final class ResultUploadTests: XCTestCase {
    func testUploadRetriesAfterTimeout() async throws {
        let server = try await LocalStubServer.start(responses: [.timeout, .ok(json: #"{"measurement_uid":"20261112T0101Z_web"}"#)])
        defer { server.stop() }
        let uploader = ResultUploader(baseURL: server.url, timeout: .seconds(1), maxAttempts: 2)

        let uid = try await uploader.submit(.fixture(testName: "web_connectivity"))

        XCTAssertEqual(uid, "20261112T0101Z_web")
        XCTAssertEqual(server.requestCount, 2)
    }
}
