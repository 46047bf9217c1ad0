import XCTest
@testable import Lanternline

final class VoIPPushHandlerTests: XCTestCase {
    private var provider: FakeCallProvider!
    private var registry: CallRegistry!
    private var sut: VoIPPushHandler!

    override func setUp() {
        provider = FakeCallProvider()
        registry = CallRegistry()
        sut = VoIPPushHandler(provider: provider, registry: registry, tokenStore: InMemoryVoIPTokenStore())
    }

    private func payload(_ id: String, from caller: String = "+353 1 555 0142") -> [AnyHashable: Any] {
        ["call_id": id, "caller": caller, "caller_name": "Dispatch desk", "video": false]
    }

    func testIncomingPushIsReportedToCallKit() {
        let done = expectation(description: "completion")
        sut.handle(payload("6F1C0A2E-0B8E-4D47-9D1A-1B6B7C2C9E10"), completion: { done.fulfill() })
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedCalls.count, 1)
    }

    func testMalformedPushStillReportsPlaceholder() {
        let done = expectation(description: "completion")
        sut.handle(["unexpected": true], completion: { done.fulfill() })
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.placeholderReports, 1)
    }

    func testPushWhileCallActiveIsStillReportedToCallKit() {
        registry.track(IncomingCall(payload: payload("A0D5E3C4-8B1F-4C22-9E55-0F7A2B6C1D33"))!)
        let done = expectation(description: "completion")
        sut.handle(payload("C3B9F8E1-4D2A-4E6B-8F70-5A1C9D0E2B44", from: "+353 1 555 0199"), completion: { done.fulfill() })
        wait(for: [done], timeout: 1)
        XCTAssertEqual(provider.reportedCalls.count, 1,
                       "every VoIP push must reach CallKit, even as call waiting")
    }
}
