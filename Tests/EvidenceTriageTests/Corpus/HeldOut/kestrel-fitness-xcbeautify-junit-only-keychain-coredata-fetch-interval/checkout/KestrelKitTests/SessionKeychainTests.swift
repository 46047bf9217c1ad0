import XCTest
import KeychainAccess
@testable import KestrelKit

/// KestrelKit.framework tests — no host application.
final class SessionKeychainTests: XCTestCase {
    func testSessionTokenRoundTrip() throws {
        let keychain = Keychain(service: "com.kestrel.session", accessGroup: "Q8KESTREL1.com.kestrel.shared")
        try keychain.set("st_9c1e", key: "session")
        XCTAssertEqual(try keychain.get("session"), "st_9c1e")
    }
}
