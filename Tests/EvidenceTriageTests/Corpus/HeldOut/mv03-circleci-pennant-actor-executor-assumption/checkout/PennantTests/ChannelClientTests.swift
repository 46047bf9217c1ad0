import XCTest
import NIOEmbedded
@testable import Pennant

final class ChannelClientTests: XCTestCase {
    func testCloseMarksClientClosed() async throws {
        let loop = EmbeddedEventLoop()
        let client = ChannelClient(eventLoop: loop)
        let channel = EmbeddedChannel(loop: loop)
        await client.attach(channel)
        try await channel.close()
        let state = await client.currentState
        XCTAssertEqual(state, .closed)
    }
}
