//
//  PushRegistrationTests.swift
//  TransitlyTests
//
//  Since #418 the simulator guard is gone: simulators get real APNs sandbox
//  tokens on Xcode 14+ / iOS 16+ runtimes, so these run hosted in the app.
//

import XCTest
@testable import Transitly

final class PushRegistrationTests: XCTestCase {

    func testRegistersForRemoteNotificationsOnLaunch() {
        let registrar = PushRegistrar.shared
        let token = expectation(description: "APNs device token")
        registrar.onToken = { _ in token.fulfill() }
        registrar.register()
        wait(for: [token], timeout: 10)
        XCTAssertNotNil(registrar.lastTokenHex)
    }

    func testDeviceTokenUploadedToAlertsService() async throws {
        let service = RecordingAlertsService()
        let registrar = PushRegistrar(alerts: service)
        registrar.register()
        let uploaded = await service.waitForUpload(timeout: .seconds(10))
        XCTAssertTrue(uploaded, "no device token reached the alerts service")
    }
}
