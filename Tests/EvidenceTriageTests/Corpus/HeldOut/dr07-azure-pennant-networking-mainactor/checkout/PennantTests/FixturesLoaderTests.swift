//
//  FixturesLoaderTests.swift
//  PennantTests
//

import XCTest
@testable import Pennant

final class FixturesLoaderTests: XCTestCase {
    @MainActor
    func testLoadDeliversFixturesOnMainQueue() async throws {
        let loader = FixturesLoader(source: StubFixtureSource.weekend)
        let delivered = expectation(description: "fixtures delivered")

        loader.load { fixtures in
            XCTAssertTrue(Thread.isMainThread)
            XCTAssertEqual(fixtures.count, 4)
            delivered.fulfill()
        }

        wait(for: [delivered], timeout: 10)
    }

    func testEmptySourceDeliversEmptyList() {
        let loader = FixturesLoader(source: StubFixtureSource.empty)
        let delivered = expectation(description: "empty delivered")
        loader.load { fixtures in
            XCTAssertTrue(fixtures.isEmpty)
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 2)
    }
}
