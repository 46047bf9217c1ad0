//
//  StoreMigrationTests.swift
//  MurmurlyTests
//

import SwiftData
import XCTest
@testable import Murmurly

final class StoreMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent("StoreMigrationTests-\(name.hashValue)")
        try? FileManager.default.removeItem(at: workDir)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    func testFreshStoreHasAllTables() throws {
        let container = try ModelStack.makeContainer(at: workDir.appendingPathComponent("default.store"))
        XCTAssertNoThrow(try ModelContext(container).fetchCount(FetchDescriptor<PromptPreset>()))
    }

    func testOpensLegacyStoreWithoutPromptPresetTable() throws {
        // Fixture written by build 2.4 (schema v2): TranscriptionRecord only, no PromptPreset entity.
        let storeURL = try Fixtures.copyStore(named: "legacy-v2", to: workDir)

        // Production path: mixed-model container opened with the app's migration plan.
        let container = try ModelStack.makeContainer(at: storeURL)
        let context = ModelContext(container)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<TranscriptionRecord>()), 42)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<PromptPreset>()), 3)
    }

    func testRepairsStoreMissingPresetTableWithCurrentMetadata() throws {
        // Fixture whose metadata says v3 but whose ZPROMPTPRESET table was never created.
        let storeURL = try Fixtures.copyStore(named: "current-metadata-missing-table", to: workDir)

        try StoreRepairService(reference: ModelStack.schema).repairIfNeeded(storeAt: storeURL)
        let container = try ModelStack.makeContainer(at: storeURL)
        let presets = (try? ModelContext(container).fetch(FetchDescriptor<PromptPreset>())) ?? []

        XCTAssertEqual(presets.count, 3, "presets after repair")
    }

    func testTranscriptionRecordsSurviveV1ToV3() throws {
        let storeURL = try Fixtures.copyStore(named: "legacy-v1", to: workDir)
        let container = try ModelStack.makeContainer(at: storeURL)
        XCTAssertEqual(try ModelContext(container).fetchCount(FetchDescriptor<TranscriptionRecord>()), 17)
    }
}
