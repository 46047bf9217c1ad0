import XCTest
@testable import RelayKit

final class UserAgentTests: XCTestCase {
    func testUserAgentIncludesOSVersion() {
        let value = UserAgent.value(device: .stub(systemName: "iOS", systemVersion: "18.5"), sdkVersion: "2.1.0")
        XCTAssertEqual(value, "RelayKit/2.1.0 (iOS 18.5)")
    }
}
