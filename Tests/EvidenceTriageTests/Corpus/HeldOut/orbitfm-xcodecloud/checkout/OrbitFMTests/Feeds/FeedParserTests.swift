//
//  FeedParserTests.swift
//  OrbitFMTests
//

import XCTest
@testable import OrbitFM

final class FeedParserTests: XCTestCase {

    func testParsesItunesDurationHHMMSS() {
        XCTAssertEqual(ITunesDuration.seconds(from: "1:02:03"), 3723)
    }

    func testParsesItunesDurationInSeconds() {
        // Anchor- and Megaphone-hosted feeds publish plain seconds.
        XCTAssertEqual(ITunesDuration.seconds(from: "2238"), 2238)
    }

    func testRejectsGarbageDuration() {
        XCTAssertNil(ITunesDuration.seconds(from: "about an hour"))
    }
}
