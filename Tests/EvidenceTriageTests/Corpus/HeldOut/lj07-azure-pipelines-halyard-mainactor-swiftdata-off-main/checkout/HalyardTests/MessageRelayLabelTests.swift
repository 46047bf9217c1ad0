import SwiftData
import XCTest
@testable import Halyard

@MainActor
final class MessageRelayLabelTests: XCTestCase {
    func testRelayLabelForForwardedMessage() async throws {
        let container = try PersistenceController.inMemory()
        let message = try container.seedForwardedMessage(hops: 2)
        let row = MessageContextMenuModel(message: message)
        await row.loadRelayLabel()
        XCTAssertEqual(row.relayLabel, "via Gull Rock (2 hops)")
    }
}
