//
//  PriceLabelTests.swift
//  CopperleafTests
//

import Foundation
import Testing
@testable import Copperleaf

struct PriceLabelTests {

    @Test(arguments: [
        ("en_US", "USD", Decimal(string: "4.99")!, "$4.99"),
        ("en_GB", "GBP", Decimal(string: "3.99")!, "£3.99"),
        ("ja_JP", "JPY", Decimal(480), "¥480"),
    ])
    func formatsPrice(localeID: String, currency: String, price: Decimal, expected: String) {
        let label = PriceLabel.text(for: price, currencyCode: currency, locale: Locale(identifier: localeID))
        #expect(label == expected)
    }
}
