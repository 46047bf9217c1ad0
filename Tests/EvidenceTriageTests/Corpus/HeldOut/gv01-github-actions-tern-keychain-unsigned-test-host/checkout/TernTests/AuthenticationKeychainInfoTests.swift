import XCTest
@testable import Tern
@testable import TernShared

final class AuthenticationKeychainInfoTests: XCTestCase {
    private var store: KeychainStore!

    override func setUp() {
        super.setUp()
        store = KeychainStore(service: "com.ternreader.ios.auth.tests")
        store.removeAll()
    }

    override func tearDown() {
        store.removeAll()
        super.tearDown()
    }

    func testEncodingAndDecoding() {
        let info = AuthenticationKeychainInfo(passcodeHash: "5f4dcc3b",
                                              requiredInterval: 300,
                                              lockOutInterval: 60,
                                              failedAttempts: 2)
        XCTAssertTrue(info.save(to: store))

        let loaded = AuthenticationKeychainInfo.load(from: store)
        XCTAssertNotNil(loaded, "Keychain round trip returned nil")
        XCTAssertEqual(loaded, info)
    }

    func testNilIntervalsArentZero() {
        let info = AuthenticationKeychainInfo(passcodeHash: "5f4dcc3b")
        XCTAssertTrue(info.save(to: store))

        let loaded = AuthenticationKeychainInfo.load(from: store)
        XCTAssertNil(loaded?.requiredInterval)
        XCTAssertNotNil(loaded, "Stored info without intervals did not load back")
    }

    func testDefaultFailedAttemptsIsZero() {
        XCTAssertEqual(AuthenticationKeychainInfo().failedAttempts, 0)
    }
}
