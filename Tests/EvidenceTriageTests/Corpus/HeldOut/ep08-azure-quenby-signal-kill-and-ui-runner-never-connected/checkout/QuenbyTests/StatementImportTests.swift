//
//  StatementImportTests.swift
//  QuenbyTests
//

import XCTest
@testable import Quenby

final class StatementImportTests: XCTestCase {
    func testParsesCAMT053Statement() throws {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "camt053-2026-10", withExtension: "xml"))
        let statement = try StatementImporter().importStatement(at: url)
        XCTAssertEqual(statement.entries.count, 1_842)
        XCTAssertEqual(statement.closingBalance, Decimal(string: "10482.17"))
    }

    func testRejectsUnknownNamespace() {
        XCTAssertThrowsError(try StatementImporter().importStatement(data: Data("<Document xmlns=\"urn:example\"/>".utf8)))
    }
}
