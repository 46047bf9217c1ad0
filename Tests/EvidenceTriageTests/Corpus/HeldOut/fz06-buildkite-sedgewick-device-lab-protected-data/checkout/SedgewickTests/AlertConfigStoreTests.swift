//
//  AlertConfigStoreTests.swift
//  SedgewickTests
//
//  Runs on the device lab only (file protection is not enforced on the Simulator).
//  Guards SED-2231: severe-weather pushes that arrive while the phone is locked must
//  still read the user's thresholds, so the store may not use NSFileProtectionComplete.
//  Production logs from locked devices: "[AlertConfig] Error message: authorization
//  denied. Error code: 23." and every user got the regional default thresholds.
//

import XCTest
@testable import Sedgewick

final class AlertConfigStoreTests: XCTestCase {

    private var directory: URL!

    override func setUpWithError() throws {
        #if targetEnvironment(simulator)
        throw XCTSkip("file protection classes are only enforced on devices")
        #endif
        directory = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("AlertConfigStoreTests-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testThresholdsRoundTrip() throws {
        let store = try AlertConfigStore(directory: directory)
        try store.save(AlertThresholds(gustKmh: 90, rainMmPerHour: 25, lightningKm: 15), for: "u-1")
        XCTAssertEqual(try store.thresholds(for: "u-1").gustKmh, 90)
    }

    func testDatabaseReadableAfterFirstUnlock() throws {
        let store = try AlertConfigStore(directory: directory)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.databaseURL.path)
        XCTAssertEqual(attributes[.protectionKey] as? FileProtectionType,
                       .completeUntilFirstUserAuthentication,
                       "alert thresholds must stay readable for pushes handled while the device is locked")
    }
}
