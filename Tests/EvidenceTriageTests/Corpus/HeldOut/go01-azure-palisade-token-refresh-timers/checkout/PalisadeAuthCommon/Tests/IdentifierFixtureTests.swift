//
//  IdentifierFixtureTests.swift
//  PalisadeAuthCommonTests
//
//  Round-trips every raw identifier in the shared cross-platform fixture file.
//

import XCTest
@testable import PalisadeAuthCommon

final class IdentifierFixtureTests: XCTestCase {
    private struct Fixture: Decodable {
        let rawId: String
        let kind: String
    }

    func test_DecodesRawIdentifierFixtures() throws {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "raw-identifiers", withExtension: "json"))
        let fixtures = try JSONDecoder().decode([Fixture].self, from: Data(contentsOf: url))
        XCTAssertFalse(fixtures.isEmpty)
        for fixture in fixtures {
            let identifier = PALIdentifier(rawId: fixture.rawId)
            XCTAssertEqual(identifier.kind.rawValue, fixture.kind, fixture.rawId)
            XCTAssertEqual(identifier.rawId, fixture.rawId)
        }
    }

    func test_UnknownPrefixFallsBackToUnknownKind() {
        XCTAssertEqual(PALIdentifier(rawId: "zz:1234").kind, .unknown)
    }
}
