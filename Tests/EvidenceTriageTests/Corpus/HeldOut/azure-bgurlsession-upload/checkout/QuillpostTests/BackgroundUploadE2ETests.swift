import XCTest
@testable import Quillpost

/// Real background URLSession against the stub server started by the pipeline (port 8089).
final class BackgroundUploadE2ETests: XCTestCase {
    func testUploadRoundTripAgainstStub() async throws {
        let uploader = LiveUploader(sessionIdentifier: "com.northquay.quillpost.e2e.\(UUID().uuidString)",
                                    baseURL: URL(string: "http://127.0.0.1:8089")!)
        let receipt = try await uploader.upload(Draft.fixture(id: "e2e-1"), timeout: 20)
        XCTAssertEqual(receipt.statusCode, 201)
    }
}
