import Foundation
import Testing
@testable import RidgelineWatch

@Suite struct EpisodeSyncAPITests {
    @Test func postsPlaybackPosition() async throws {
        StubURLProtocol.handler = { request in
            #expect(request.httpMethod == "POST")
            return (HTTPURLResponse(url: request.url!, statusCode: 204, httpVersion: nil, headerFields: nil)!, Data())
        }
        try await EpisodeSyncAPI(session: StubURLProtocol.session).post(position: 42, episode: "ep-880")
    }
}
