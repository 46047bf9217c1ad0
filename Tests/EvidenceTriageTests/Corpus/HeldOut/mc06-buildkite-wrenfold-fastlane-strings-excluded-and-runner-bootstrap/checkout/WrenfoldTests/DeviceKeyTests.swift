import XCTest
import Security
@testable import Wrenfold

final class DeviceKeyTests: XCTestCase {
    func testCreatesSigningKeyInSecureEnclave() throws {
        let key = try DeviceKey.create(tag: "com.wrenfold.tests.devicekey")
        XCTAssertNotNil(SecKeyCopyPublicKey(key))
    }
}
