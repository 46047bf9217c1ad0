import XCTest
@testable import HarborCast

final class AccessoryConfigTests: XCTestCase {
    func testSmartDeviceLinkProtocolsDeclared() throws {
        let protocols = try XCTUnwrap(Bundle(for: AppDelegate.self)
            .object(forInfoDictionaryKey: "UISupportedExternalAccessoryProtocols") as? [String])
        XCTAssertTrue(protocols.contains("com.smartdevicelink.prot0"), "control protocol missing: \(protocols)")
        XCTAssertTrue(protocols.contains("com.smartdevicelink.multisession"))
    }
}
