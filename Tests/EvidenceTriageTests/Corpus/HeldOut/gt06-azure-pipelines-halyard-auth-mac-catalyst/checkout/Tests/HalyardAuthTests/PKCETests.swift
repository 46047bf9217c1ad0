//
//  PKCETests.swift
//  HalyardAuthTests
//

import XCTest
@testable import HalyardAuth

final class PKCETests: XCTestCase {

    func testVerifierIsKept() {
        XCTAssertEqual(PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk").verifier,
                       "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
    }

    func testChallengeIsBase64URLWithoutPadding() {
        // RFC 7636 appendix B example.
        let pkce = PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        XCTAssertEqual(pkce.challenge, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }
}
