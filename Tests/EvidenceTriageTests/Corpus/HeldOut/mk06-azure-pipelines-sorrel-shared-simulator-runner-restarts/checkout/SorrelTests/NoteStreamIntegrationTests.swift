import XCTest
@testable import Sorrel

final class NoteStreamIntegrationTests: XCTestCase {
    func testReconnectResubscribes() async throws {
        let server = try LocalNoteServer.start()
        defer { server.stop() }
        let stream = NoteStream(url: server.url)
        try await stream.connect()
        server.dropConnections()
        try await stream.waitUntilLive(timeout: .seconds(5))
        XCTAssertEqual(server.subscriptions, 2)
    }
}
