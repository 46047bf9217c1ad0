//
//  BackgroundTaskCatalogTests.swift
//  VellumKitTests
//
//  Guards against registering an identifier the app's Info.plist does not permit.
//  Reads the host app's Info.plist through Bundle.main.
//

import XCTest
@testable import VellumKit

final class BackgroundTaskCatalogTests: XCTestCase {

    func testEveryRegisteredIdentifierIsPermitted() throws {
        let permitted = try XCTUnwrap(
            Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String],
            "no BGTaskSchedulerPermittedIdentifiers in \(Bundle.main.bundlePath)")
        XCTAssertEqual(Set(BackgroundTaskCatalog.all).subtracting(permitted), [])
    }

    func testIdentifiersAreUnique() {
        XCTAssertEqual(Set(BackgroundTaskCatalog.all).count, BackgroundTaskCatalog.all.count)
    }
}
