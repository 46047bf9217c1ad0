import XCTest
@testable import Pipit

final class PushRegistrationTests: XCTestCase {
    func testDebugBuildRegistersAgainstSandbox() {
        XCTAssertEqual(PushRelayClient.serverType.rawValue, "sandbox")
    }
}
