import XCTest
import CallKit
@testable import Parley

final class CallKitConfigurationTests: XCTestCase {
    func testProviderConfiguration() {
        let config = CallCenter.makeProviderConfiguration()
        XCTAssertEqual(config.maximumCallGroups, 1)
        XCTAssertTrue(config.supportsVideo)
        XCTAssertEqual(config.supportedHandleTypes, [.phoneNumber])
    }
}
