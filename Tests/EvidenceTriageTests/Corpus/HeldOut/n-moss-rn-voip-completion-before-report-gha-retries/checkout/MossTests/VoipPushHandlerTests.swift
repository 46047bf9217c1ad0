import XCTest
import PushKit
@testable import Moss

final class VoipPushHandlerTests: XCTestCase {
    func testCallKitReportedBeforeCompletion() {
        let callKeep = FakeCallKeep()
        let handler = VoipPushHandler(callKeep: callKeep)
        var order: [String] = []
        callKeep.onReport = { order.append("report") }
        handler.handle(payload: ["uuid": "A1", "handle": "+4790000000", "callerName": "Runa"]) { order.append("completion") }
        XCTAssertEqual(order, ["report", "completion"])
    }

    func testMissedCallPushIsStillReported() {
        let callKeep = FakeCallKeep()
        let handler = VoipPushHandler(callKeep: callKeep)
        handler.handle(payload: ["uuid": "A2", "type": "missed"]) {}
        XCTAssertEqual(callKeep.reported.map(\.uuid), ["A2"])
    }
}
