import XCTest
@testable import InsulogKit

final class DeviceLogUploadTests: XCTestCase {
    func testUploadsInBatches() async throws {
        let uploader = DeviceLogUploader(transport: StubTransport(), batchSize: 500)
        let sent = try await uploader.upload(entries: .fixture(count: 1_200))
        XCTAssertEqual(sent.batches, 3)
    }
}
