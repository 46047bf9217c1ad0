//
//  NotificationExtensionSharingTests.swift
//

import XCTest
@testable import Halyard

final class NotificationExtensionSharingTests: XCTestCase {
    func testKeyboardAndAppShareSessionContainer() async throws {
        let id = AppConfiguration.appGroupIdentifier
        let granted = try EntitlementsFixture.load("Halyard.entitlements").applicationGroups
        XCTAssertTrue(granted.contains(id), "\(id) is not granted by Halyard.entitlements \(granted)")
    }

}
