//
//  WebAuthenticatorTests.swift
//  HalyardAuthTests (hosted by HalyardHost)
//

import AuthenticationServices
import XCTest
@testable import HalyardAuth

final class WebAuthenticatorTests: XCTestCase {

    func testStartPresentsSessionWithoutImmediateError() {
        let authenticator = WebAuthenticator(anchorProvider: .hostWindow)
        let url = URL(string: "https://auth.halyard.test/authorize?client_id=halyard-host&response_type=code")!
        var immediateError: Error?
        let started = authenticator.start(url: url, callbackScheme: "halyardhost") { result in
            if case .failure(let error) = result { immediateError = error }
        }
        RunLoop.current.run(until: Date().addingTimeInterval(0.5))
        authenticator.cancel()

        XCTAssertTrue(started, "ASWebAuthenticationSession.start() returned false")
        XCTAssertNil(immediateError, "session must start and wait for the user")
    }

    func testCancelReportsCanceledLogin() {
        let authenticator = WebAuthenticator(anchorProvider: .hostWindow)
        let url = URL(string: "https://auth.halyard.test/authorize?client_id=halyard-host&response_type=code")!
        let done = expectation(description: "completion")
        authenticator.start(url: url, callbackScheme: "halyardhost") { result in
            if case .failure(let error as ASWebAuthenticationSessionError) = result {
                XCTAssertEqual(error.code, .canceledLogin)
            }
            done.fulfill()
        }
        authenticator.cancel()
        wait(for: [done], timeout: 2)
    }
}
