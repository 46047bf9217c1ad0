import Foundation
import Testing
@testable import Quayside

@Suite struct QuoteStreamTests {

    @Test func reconnectsAfterDrop() async throws {
        let socket = ScriptedSocket(script: [.message("AAPL 231.40"), .drop, .message("AAPL 231.52")])
        let stream = QuoteStream(socket: socket, reconnectDelay: .milliseconds(100))
        var received: [String] = []
        for try await quote in stream.quotes.prefix(2) { received.append(quote.raw) }
        #expect(received == ["AAPL 231.40", "AAPL 231.52"])
    }
}
