//
//  RemoteStartUITests.swift
//  KestrelUITests
//
//  The CI host runs tools/mock-backend (127.0.0.1:8089). Asking it to "start"
//  makes it call `xcrun simctl push <udid> com.kestreltravel.flights` with a
//  push-to-start payload, then record any update token the app uploads.
//

import XCTest

final class RemoteStartUITests: XCTestCase {
    private let backend = MockBackendClient(baseURL: URL(string: "http://127.0.0.1:8089")!)
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestMockBackend", "http://127.0.0.1:8089"]
        app.launch()
    }

    func testRemoteStartShowsActivityInDebugPanel() throws {
        try XCTContext.runActivity(named: "Request push-to-start for flight KS 418 via mock backend") { _ in
            try backend.requestPushToStart(flight: "KS 418")
        }
        let status = app.staticTexts["liveActivityStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "KS 418 · active")
    }

    func testUpdateTokenUploadedAfterRemoteStart() throws {
        try XCTContext.runActivity(named: "Request push-to-start for flight KS 418 via mock backend") { _ in
            try backend.requestPushToStart(flight: "KS 418")
        }
        let status = app.staticTexts["liveActivityStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))

        // The app forwards activity.pushTokenUpdates to the backend as soon as iOS
        // hands out the per-activity update token.
        let uploaded = expectation(description: "update token uploaded for KS 418")
        backend.onUpdateToken(flight: "KS 418") { _ in uploaded.fulfill() }
        wait(for: [uploaded], timeout: 20)
    }
}
