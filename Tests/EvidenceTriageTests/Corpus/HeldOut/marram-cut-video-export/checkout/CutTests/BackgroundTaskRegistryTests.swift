//
//  BackgroundTaskRegistryTests.swift
//  CutTests
//
//  Bundle.main is the built Cut.app test host.
//

import XCTest
@testable import Cut

final class BackgroundTaskRegistryTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testEveryRegisteredIdentifierIsPermitted() {
        let missing = BackgroundTaskRegistry.launchIdentifiers.filter { !permitted.contains($0) }
        XCTAssertEqual(missing, [], "BGTaskSchedulerPermittedIdentifiers = \(permitted)")
    }

    func testExportWildcardIsPermitted() {
        XCTAssertTrue(permitted.contains(BackgroundTaskRegistry.exportPrefix + "*"))
    }

    func testProcessingModeDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"))
        XCTAssertTrue(modes.contains("fetch"))
    }
}
