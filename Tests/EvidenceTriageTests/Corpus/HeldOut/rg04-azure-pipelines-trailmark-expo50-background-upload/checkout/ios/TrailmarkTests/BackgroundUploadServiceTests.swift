import XCTest
@testable import Trailmark

final class BackgroundUploadServiceTests: XCTestCase {
    private let endpoint = URL(string: "http://127.0.0.1:8088/v1/uploads")!
    private var fixture: URL { Bundle(for: Self.self).url(forResource: "morning-loop", withExtension: "gpx")! }

    override func setUp() async throws {
        try await LocalUploadServer.shared.start(port: 8088)
    }

    func testBackgroundUploadResolvesWithServerResponse() async throws {
        let service = BackgroundUploadService()
        let result = try await service.upload(fileURL: fixture, to: endpoint, fields: ["trailId": "t-118"])
        XCTAssertEqual(result?.status, 201)
    }

    func testBackgroundUploadReturnsResponseBody() async throws {
        let service = BackgroundUploadService()
        let result = try await service.upload(fileURL: fixture, to: endpoint.appendingPathComponent("echo"), fields: [:])
        let body = try XCTUnwrap(result?.body, "upload resolved without a response")
        XCTAssertTrue(body.contains("morning-loop.gpx"))
    }
}
