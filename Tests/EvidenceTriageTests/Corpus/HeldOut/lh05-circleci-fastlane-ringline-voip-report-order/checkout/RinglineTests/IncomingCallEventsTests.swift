import XCTest
@testable import Ringline

final class IncomingCallEventsTests: XCTestCase {
    func testDidDisplayEventDeliveredForColdLaunchCall() {
        let events = IncomingCallEvents()
        let uuid = UUID()
        events.didDisplayIncomingCall(uuid: uuid, caller: "Mina Okafor")   // push arrives before the RN bridge
        var seen: [UUID] = []
        events.setListener { id, _ in seen.append(id) }
        XCTAssertEqual(seen, [uuid], "didDisplayIncomingCall raised before the listener was set must be replayed")
    }
}
