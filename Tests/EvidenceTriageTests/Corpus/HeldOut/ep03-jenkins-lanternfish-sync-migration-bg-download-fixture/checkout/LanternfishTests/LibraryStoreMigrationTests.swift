//
//  LibraryStoreMigrationTests.swift
//  LanternfishTests
//

import CoreStore
import XCTest
@testable import Lanternfish

final class LibraryStoreMigrationTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Library-v1.sqlite was written by Lanternfish 5.1 (schema V1, no Chapter entity).
        let fixture = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "Library-v1", withExtension: "sqlite"))
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("Library.sqlite"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testOpensV1StoreAfterAddingChapterEntity() throws {
        let store = try LibraryStore(directory: directory)
        let episodes = try store.dataStack.fetchCount(From<Episode>())
        XCTAssertEqual(episodes, 42)
    }

    func testFreshStoreStartsEmpty() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let store = try LibraryStore(directory: empty)
        XCTAssertEqual(try store.dataStack.fetchCount(From<Podcast>()), 0)
    }
}
