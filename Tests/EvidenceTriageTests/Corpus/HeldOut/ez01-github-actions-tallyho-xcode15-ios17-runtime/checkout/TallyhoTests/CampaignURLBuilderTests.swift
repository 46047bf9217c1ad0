//
//  CampaignURLBuilderTests.swift
//  TallyhoTests
//

import XCTest
@testable import TallyhoKit

final class CampaignURLBuilderTests: XCTestCase {
    private let builder = CampaignURLBuilder()

    func testBuildsReferralLink() throws {
        let url = try XCTUnwrap(builder.url(campaign: "referral", source: "share_sheet"))
        XCTAssertEqual(url.absoluteString, "https://t.tallyho.app/c?utm_campaign=referral&utm_source=share_sheet")
    }

    func testPreEncodedCampaignIsKept() throws {
        let url = try XCTUnwrap(builder.url(campaign: "summer%20brunch", source: "push"))
        XCTAssertEqual(url.absoluteString, "https://t.tallyho.app/c?utm_campaign=summer%20brunch&utm_source=push")
    }

    func testRawCampaignWithAmpersandIsEncoded() throws {
        let url = try XCTUnwrap(builder.url(campaign: "brunch & mimosas", source: "push"))
        XCTAssertEqual(url.absoluteString, "https://t.tallyho.app/c?utm_campaign=brunch%20%26%20mimosas&utm_source=push")
    }
}
