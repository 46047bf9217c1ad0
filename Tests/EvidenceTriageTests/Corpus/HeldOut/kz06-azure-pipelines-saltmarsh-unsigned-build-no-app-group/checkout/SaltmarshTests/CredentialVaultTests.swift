import XCTest
@testable import Saltmarsh

final class CredentialVaultTests: XCTestCase {
    func testStationTokenRoundTrip() {
        let vault = CredentialVault(service: "com.saltmarsh.station-token.tests")
        XCTAssertNoThrow(try vault.store("tok-fixture-1", for: "PORT-ERIN"), "A required entitlement isn't present.")
        XCTAssertEqual(try? vault.read(for: "PORT-ERIN"), "tok-fixture-1")
    }
}
