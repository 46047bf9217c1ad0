import XCTest
@testable import Sable

final class EpisodeUploadTests: XCTestCase {
    func testUploadSendsJSONBody() async throws {
        StubURLProtocol.stubs = [.init(matches: { $0.url?.path == "/v2/progress" }, status: 204, body: Data())]
        let client = ProgressClient(session: .stubbed)
        try await client.send(ProgressUpdate(episodeID: "ep-311", position: 1_284))
        XCTAssertEqual(StubURLProtocol.lastBody.flatMap { String(data: $0, encoding: .utf8) },
                       #"{"episodeID":"ep-311","position":1284}"#)
    }
}
