import PushKit
import XCTest
@testable import Ringline

final class VoIPPushHandlerTests: XCTestCase {
    /// PushKit's completion must only run once CallKit has finished reporting the
    /// call; completing first can leave the incoming-call UI stuck when the app is
    /// not in the foreground.
    func testPushCompletionWaitsForCallKitReport() {
        let calls = FakeCallReporter(reportDelay: .milliseconds(200))
        let sut = VoIPPushHandler(calls: calls)
        var events: [String] = []
        calls.onReported = { events.append("reported") }

        sut.pushRegistry(PKPushRegistry(queue: .main), didReceiveIncomingPushWith: .fixture(caller: "+14155550142"),
                         for: .voIP, completion: { events.append("completion") })
        calls.waitUntilIdle()

        XCTAssertEqual(events, ["reported", "completion"])
    }

    func testEveryPushIsReported() {
        let calls = FakeCallReporter(reportDelay: .zero)
        let sut = VoIPPushHandler(calls: calls)
        sut.pushRegistry(PKPushRegistry(queue: .main), didReceiveIncomingPushWith: .fixture(caller: "+14155550199"),
                         for: .voIP, completion: {})
        calls.waitUntilIdle()
        XCTAssertEqual(calls.reported.count, 1)
    }
}
