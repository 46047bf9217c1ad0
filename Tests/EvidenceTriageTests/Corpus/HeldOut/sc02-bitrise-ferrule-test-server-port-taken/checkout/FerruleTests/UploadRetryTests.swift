import XCTest
@testable import Ferrule

final class UploadRetryTests: XCTestCase {
    func testRetriesAfterConnectionLost() async throws {
        let server = try LocalStubServer.start(port: 9091) { _ in .ok(body: "{}") }
        defer { server.stop() }
        let uploader = EnvelopeUploader(endpoint: server.url.appendingPathComponent("api/1/envelope/"), maxAttempts: 1)
        let result = await uploader.send(Envelope.fixture())
        XCTAssertEqual(result, .delivered)
    }
}
