import PromiseKit
import XCTest
@testable import Homestead

final class OnboardingDeviceNamingTests: XCTestCase {
    /// The mock never answers; the zero-second timeout should win the race immediately.
    func testNoWebSocketResponse() {
        let naming = OnboardingDeviceNaming(connection: SilentWebSocketMock(), timeout: 0)
        let done = expectation(description: "name resolved")
        naming.proposedName(default: "iPhone").done { name in
            XCTAssertEqual(name, "iPhone")
            done.fulfill()
        }.cauterize()
        wait(for: [done], timeout: 5)
    }

    func testNoWebSocketResponseWithError() {
        let naming = OnboardingDeviceNaming(connection: SilentWebSocketMock(failAfterSend: true), timeout: 0)
        var resolved: String?
        naming.proposedName(default: "iPhone").done { resolved = $0 }.cauterize()
        while resolved == nil {
            RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        }
        XCTAssertEqual(resolved, "iPhone")
    }
}
