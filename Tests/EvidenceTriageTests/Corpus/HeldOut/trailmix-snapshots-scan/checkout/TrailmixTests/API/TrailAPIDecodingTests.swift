//
//  TrailAPIDecodingTests.swift
//  TrailmixTests
//
//  Payloads are copied from production responses (fixtures/trails-*.json).
//

import XCTest
@testable import TrailmixCore

final class TrailAPIDecodingTests: XCTestCase {

    private func payload(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "json"))
        return try Data(contentsOf: url)
    }

    func testDecodesTrailWithMillisecondTimestamp() throws {
        let page = try TrailDecoding.makeDecoder().decode(TrailPage.self, from: payload("trails-page1"))
        XCTAssertEqual(page.trails.count, 20)
    }

    func testDecodesTrailWithWholeSecondTimestamp() throws {
        // Trails edited through the new web editor come back without a
        // fractional part: "2026-10-02T07:41:09Z".
        let data = try payload("trails-web-editor")
        XCTAssertNoThrow(try TrailDecoding.makeDecoder().decode(TrailPage.self, from: data))
    }
}
