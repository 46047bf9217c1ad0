//
//  ByteCountLabelTests.swift
//  ShoeboxTests
//

import XCTest
@testable import Shoebox

final class ByteCountLabelTests: XCTestCase {
    func testFormatsMegabytesWithOneDecimal() {
        XCTAssertEqual(ByteCountLabel.text(for: 4_718_592), "4.7 MB")
    }

    func testFormatsGigabytes() {
        XCTAssertEqual(ByteCountLabel.text(for: 3_000_000_000), "3 GB")
    }
}
