import Network
import XCTest
@testable import Tidewire

final class RelayTransportTests: XCTestCase {
    /// A local listener that accepts and immediately closes, then accepts again.
    private var relay: FlakyLocalRelay!

    override func setUp() async throws {
        relay = try FlakyLocalRelay(port: 47_310)
    }

    override func tearDown() async throws {
        relay.stop()
    }

    func testConnectsToLocalRelay() async throws {
        let transport = RelayTransport(endpoint: relay.endpoint)
        try await transport.connect()
        transport.cancel()
    }

    /// The relay drops the first connection; the client cancels and connects again at once.
    func testReconnectAfterQuickCancelDoesNotCrash() async throws {
        relay.dropNextConnections(1)
        let transport = RelayTransport(endpoint: relay.endpoint, backoff: { _ in 0.05 })
        _ = try? await transport.connect()
        transport.cancel()
        try await transport.connect()
        try await Task.sleep(nanoseconds: 200_000_000)   // let any delayed reconnect fire
        transport.cancel()
    }

    /// Nothing listens on the port: connect() must fail instead of waiting for ever.
    func testConnectFailsFastWhenRelayUnreachable() async throws {
        let transport = RelayTransport(endpoint: .hostPort(host: "127.0.0.1", port: 47_399))
        do {
            try await transport.connect()
            XCTFail("connect() succeeded against a closed port")
        } catch {
            XCTAssertEqual(error as? RelayError, .unreachable)
        }
    }
}
