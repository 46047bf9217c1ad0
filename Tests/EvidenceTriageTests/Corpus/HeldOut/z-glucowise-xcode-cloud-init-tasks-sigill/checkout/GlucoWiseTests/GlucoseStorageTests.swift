//
//  GlucoseStorageTests.swift
//  GlucoWiseTests
//

import XCTest
@testable import GlucoWise

final class GlucoseStorageTests: XCTestCase {
    private var health: MockHealthKitManager!
    private var storage: LocalGlucoseStorage!

    override func setUp() async throws {
        health = MockHealthKitManager()
        Dependencies.register(HealthKitManager.self) { self.health }
        storage = LocalGlucoseStorage(inMemory: true)
    }

    override func tearDown() async throws {
        storage = nil
        Dependencies.reset()
    }

    func testStoresReadingsInOrder() async throws {
        let now = Date(timeIntervalSince1970: 1_772_600_000)
        try await storage.add([.init(mgdl: 120, date: now), .init(mgdl: 118, date: now - 300)])
        let readings = try await storage.readings(since: now - 3600)
        XCTAssertEqual(readings.map(\.mgdl), [118, 120])
    }

    func testTrimsReadingsOlderThan24Hours() async throws {
        let now = Date(timeIntervalSince1970: 1_772_600_000)
        try await storage.add([.init(mgdl: 101, date: now - 25 * 3600), .init(mgdl: 99, date: now)])
        let removed = try await storage.trim(olderThan: now - 24 * 3600)
        XCTAssertEqual(removed, 1)
    }

    func testDeduplicatesReadingsWithSameTimestamp() async throws {
        let now = Date(timeIntervalSince1970: 1_772_600_000)
        try await storage.add([.init(mgdl: 130, date: now), .init(mgdl: 131, date: now)])
        let readings = try await storage.readings(since: now - 60)
        XCTAssertEqual(readings.count, 1)
    }
}
