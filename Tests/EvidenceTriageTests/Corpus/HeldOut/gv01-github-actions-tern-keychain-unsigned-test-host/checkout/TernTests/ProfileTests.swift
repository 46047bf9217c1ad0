import XCTest
@testable import Tern
@testable import TernShared

final class ProfileTests: XCTestCase {
    func testProfileNameDefaultsToDevice() {
        let profile = BrowserProfile(localName: "default")
        XCTAssertEqual(profile.localName, "default")
    }

    func testNewProfileClearsExistingAuthenticationInfo() {
        let store = KeychainStore(service: "com.ternreader.ios.auth.tests")
        let stale = AuthenticationKeychainInfo(passcodeHash: "deadbeef", requiredInterval: 900)
        XCTAssertTrue(stale.save(to: store), "Could not seed stale auth info")

        _ = BrowserProfile(localName: "fresh", clearingAuthenticationIn: store)

        XCTAssertNil(AuthenticationKeychainInfo.load(from: store))
    }
}
