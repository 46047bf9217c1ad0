import XCTest
@testable import Courierline

final class ProofOfDeliveryUploadTests: XCTestCase {
    func testRetriesOn503() async throws {
        let transport = StubTransport(responses: [503, 503, 201])
        let uploader = ProofOfDeliveryUploader(transport: transport, maxAttempts: 3)
        let result = try await uploader.upload(photo: Data(count: 128), orderID: "A-1")
        XCTAssertEqual(transport.requestCount, 3)
        XCTAssertEqual(result, .uploaded)
    }
}
