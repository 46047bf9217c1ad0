//
//  FeedErrorEnvelopeTests.swift
//  TidewellTests
//

import XCTest
@testable import Tidewell

final class FeedErrorEnvelopeTests: XCTestCase {
    private let decoder = JSONDecoder()

    func testDecodesFlatLegacyError() throws {
        let json = #"{"type":"error","code":"429","message":"Slow down"}"#
        let envelope = try decoder.decode(FeedErrorEnvelope.self, from: Data(json.utf8))
        XCTAssertEqual(envelope.message, "Slow down")
    }

    func testDecodesServerErrorWithNullCode() throws {
        let json = #"""
        {"type":"error","error":{"type":"rate_limited","code":null,"message":"Slow down","param":null}}
        """#
        let envelope = try decoder.decode(FeedErrorEnvelope.self, from: Data(json.utf8))
        XCTAssertEqual(envelope.type, "rate_limited")
        XCTAssertNil(envelope.code)
        XCTAssertEqual(envelope.message, "Slow down")
    }
}
