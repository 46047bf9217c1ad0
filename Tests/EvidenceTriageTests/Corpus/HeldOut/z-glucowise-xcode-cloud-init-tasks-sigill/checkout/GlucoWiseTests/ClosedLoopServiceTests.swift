//
//  ClosedLoopServiceTests.swift
//  GlucoWiseTests
//

import XCTest
@testable import GlucoWise

final class ClosedLoopServiceTests: XCTestCase {
    private var pump: MockPumpManager!
    private var cgm: MockGlucoseSource!
    private var service: LocalClosedLoopService!

    override func setUp() async throws {
        pump = MockPumpManager()
        cgm = MockGlucoseSource(readings: .steady(mgdl: 140))
        Dependencies.register(PumpManager.self) { self.pump }
        Dependencies.register(GlucoseSource.self) { self.cgm }
        service = LocalClosedLoopService(settings: .testDefaults)
    }

    override func tearDown() async throws {
        service = nil
        Dependencies.reset()
    }

    func testLoopAdjustsBasalWithMockedPump() async throws {
        cgm.readings = .rising(from: 150, by: 8, count: 6)
        try await service.runLoopOnce()
        XCTAssertEqual(pump.tempBasals.last?.unitsPerHour ?? 0, 1.35, accuracy: 0.01)
    }

    func testLoopSuspendsWhenGlucoseBelowThreshold() async throws {
        cgm.readings = .falling(from: 90, by: 6, count: 6)
        try await service.runLoopOnce()
        XCTAssertEqual(pump.tempBasals.last?.unitsPerHour, 0)
        XCTAssertTrue(service.isSuspendedForLowGlucose)
    }

    func testLoopDoesNotDoseWithStaleReading() async throws {
        cgm.readings = .steady(mgdl: 180, age: .minutes(16))
        try await service.runLoopOnce()
        XCTAssertTrue(pump.tempBasals.isEmpty)
    }
}
