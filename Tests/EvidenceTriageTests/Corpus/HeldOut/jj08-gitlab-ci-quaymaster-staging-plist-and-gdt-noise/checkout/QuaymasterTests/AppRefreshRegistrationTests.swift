//
//  AppRefreshRegistrationTests.swift
//  QuaymasterTests
//

import XCTest
@testable import Quaymaster

final class AppRefreshRegistrationTests: XCTestCase {
    func testFetchModeIsDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testSyncIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(SyncScheduler.workOrderSyncIdentifier), "\(SyncScheduler.workOrderSyncIdentifier) missing from BGTaskSchedulerPermittedIdentifiers \(permitted)")
    }

    func testSyncHandlerRegisteredAtLaunch() {
        XCTAssertTrue(SyncScheduler.shared.isRegistered)
    }
}
