//
//  PermittedIdentifiersTests.swift
//  VellumTests (hosted in Vellum.app)
//

import VellumKit
import XCTest

final class PermittedIdentifiersTests: XCTestCase {

    func testAppPlistPermitsEveryCatalogIdentifier() throws {
        let permitted = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String])
        XCTAssertEqual(Set(BackgroundTaskCatalog.all).subtracting(permitted), [])
    }
}
