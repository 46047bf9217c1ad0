//
//  OnboardingUITests.swift
//  TidewaterUITests
//

import SBTUITestTunnelClient
import XCTest

final class OnboardingUITests: XCTestCase {

    private var app: SBTUITunneledApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = SBTUITunneledApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "OnboardingUITests/\(testRunName)"
    }

    private var testRunName: String {
        String(name.split(separator: " ").last?.dropLast() ?? "")
    }

    func testOnboardingShownForSupportedVersion() {
        app.launchTunnel { [weak self] in
            self?.stubVersions(fixture: "versions_supported")
        }
        XCTAssertTrue(app.buttons["onboarding.get-started"].waitForExistence(timeout: 15))
    }

    func testForcedUpdateScreenShownForUnsupportedVersion() {
        app.launchTunnel { [weak self] in
            self?.stubVersions(fixture: "versions_unsupported")
        }
        XCTAssertTrue(
            app.staticTexts["forced-update.title"].waitForExistence(timeout: 10),
            "Forced update screen should be shown for an unsupported app version")
    }

    private func stubVersions(fixture: String) {
        let match = SBTRequestMatch(url: "/v2/versions", method: "GET")
        let response = SBTStubResponse(fileNamed: "\(fixture).json")
        app.stubRequests(matching: match, response: response)
    }
}
