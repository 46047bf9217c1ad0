//
//  CurrentLocationPromiseTests.swift
//  FerncastleTests
//

import CoreLocation
import XCTest
@testable import Ferncastle

final class CurrentLocationPromiseTests: XCTestCase {

    func testResolvesWithFirstFix() {
        let manager = StubLocationManager()
        let provider = CurrentLocationProvider(manager: manager)
        manager.delegate = provider
        manager.fixes = [CLLocation(latitude: 47.6062, longitude: -122.3321)]

        let resolved = expectation(description: "location")
        Task {
            let location = try await provider.currentLocation()
            XCTAssertEqual(location.coordinate.latitude, 47.6062, accuracy: 0.0001)
            resolved.fulfill()
        }
        wait(for: [resolved], timeout: 13)
    }

    func testRejectsWhenManagerFails() {
        let manager = StubLocationManager()
        let provider = CurrentLocationProvider(manager: manager)
        manager.delegate = provider
        manager.failure = CLError(.denied)

        let rejected = expectation(description: "rejected")
        Task {
            do {
                _ = try await provider.currentLocation()
            } catch {
                rejected.fulfill()
            }
        }
        wait(for: [rejected], timeout: 13)
    }
}
