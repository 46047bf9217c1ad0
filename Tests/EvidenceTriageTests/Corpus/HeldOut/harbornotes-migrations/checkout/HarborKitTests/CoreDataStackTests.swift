//
//  CoreDataStackTests.swift
//  HarborKitTests
//
//  Runs inside HarborNotes.app (TEST_HOST) so that the models compiled into
//  the app target are available to HarborKit.
//

import XCTest
import CoreData
@testable import HarborKit

final class CoreDataStackTests: XCTestCase {

    func testLoadsCompiledLegacyModelFromHostApp() throws {
        let model = try XCTUnwrap(LegacyStore.compiledModel(), "HarborLegacy.momd must ship in the app bundle")
        XCTAssertNotNil(model.entitiesByName["Folder"])
        XCTAssertNotNil(model.entitiesByName["Note"])
    }
}
