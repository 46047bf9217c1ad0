//
//  OfferingsIntegrationTests.swift
//

import XCTest
@testable import Tollgate

final class OfferingsIntegrationTests: XCTestCase {
    func testFetchesCurrentOffering() async throws {
        let purchases = try await Purchases.configureForTests(apiKey: "appl_tollgate_test")
        let offerings = try await purchases.offerings()
        XCTAssertEqual(offerings.current?.availablePackages.count, 3)
    }

}
