import XCTest
import Shared
@testable import Fernhollow

/// UploadClient wraps the shared Ktor HttpClient (Darwin engine).
final class UploadClientTests: XCTestCase {
    func testUploadPostsGzippedBatch() async throws {
        let server = try LocalStubServer.start(responding: 201)
        let client = UploadClient(baseURL: server.url)
        let status = try await client.upload(batch: .fixture(rows: 12))
        XCTAssertEqual(status, 201)
        client.close()
    }

    func testCloseWhileUploadInFlightDoesNotCrash() async throws {
        let server = try LocalStubServer.start(responding: 201, delay: .milliseconds(200))
        let client = UploadClient(baseURL: server.url)
        async let first: Int32 = client.upload(batch: .fixture(rows: 12))
        client.close()                                   // expiration path closes the client
        let second = try? await client.upload(batch: .fixture(rows: 3))
        XCTAssertNil(second, "upload after close must fail with a Kotlin exception, not abort")
        _ = try? await first
    }
}
