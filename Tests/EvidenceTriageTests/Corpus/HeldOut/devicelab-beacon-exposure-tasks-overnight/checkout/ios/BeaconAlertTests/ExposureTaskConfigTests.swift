//
//  ExposureTaskConfigTests.swift
//  BeaconAlertTests
//

import XCTest
@testable import BeaconAlert

final class ExposureTaskConfigTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testAllTaskIdentifiersArePermitted() {
        for identifier in BackgroundTaskIdentifiers.all {
            XCTAssertTrue(permitted.contains(identifier), "\(identifier) missing from Info.plist")
        }
    }

    /// The BackgroundTasks framework only gives the elevated exposure-notification schedule to a
    /// task whose identifier ends in "exposure-notification" in an app with the EN entitlement.
    func testExposureCheckTaskUsesExposureNotificationSuffix() {
        let identifier = BackgroundTaskIdentifiers.exposureCheck

        XCTAssertTrue(identifier.hasSuffix(".exposure-notification"),
                      "exposure check task identifier \"\(identifier)\" must end in \".exposure-notification\"")
        XCTAssertTrue(permitted.contains { $0.hasSuffix(".exposure-notification") },
                      "Info.plist permits no identifier ending in .exposure-notification: \(permitted)")
    }
}
