//
//  TenantDisplayNameFormatterTests.swift
//  SignbridgeTests
//

import XCTest
@testable import Signbridge

final class TenantDisplayNameFormatterTests: XCTestCase {
    func testStripsOnMicrosoftSuffix() {
        XCTAssertEqual(TenantDisplayNameFormatter.displayName(forDomain: "Contoso.OnMicrosoft.com"), "Contoso")
    }

    func testKeepsCustomDomain() {
        XCTAssertEqual(TenantDisplayNameFormatter.displayName(forDomain: "northquay.com"), "northquay.com")
    }
}
