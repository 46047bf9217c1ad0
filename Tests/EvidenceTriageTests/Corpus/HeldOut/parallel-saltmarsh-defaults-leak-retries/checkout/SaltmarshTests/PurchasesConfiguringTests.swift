//
//  PurchasesConfiguringTests.swift
//

import XCTest
@testable import Saltmarsh

final class PurchasesConfiguringTests: XCTestCase {
    func testOfflineEntitlementsDisabledForCustomComputation() async throws {
        let purchases = Purchases.configure(with: .init(apiKey: "appl_test").with(entitlementVerificationMode: .disabled)
            .with(dangerousSettings: .init(customEntitlementComputation: true)))
        XCTAssertFalse(purchases.offlineCustomerInfoEnabled)
    }

}
