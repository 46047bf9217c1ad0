import Capacitor
import XCTest
@testable import App

final class WebBridgeTests: XCTestCase {
    func testSmallPayloadRoundTrip() async throws {
        let echoed = try await BridgeHarness.echo(payloadBytes: 4_096)
        XCTAssertEqual(echoed, 4_096)
    }

    func testLargeAttachmentRoundTrip() async throws {
        // 48 MB base64 photo bundle, the size field workers attach on a full day.
        let echoed = try await BridgeHarness.echo(payloadBytes: 48 * 1_024 * 1_024)
        XCTAssertEqual(echoed, 48 * 1_024 * 1_024)
    }
}
