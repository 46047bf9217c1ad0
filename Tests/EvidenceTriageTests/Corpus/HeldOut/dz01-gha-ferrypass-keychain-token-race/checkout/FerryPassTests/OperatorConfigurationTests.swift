import XCTest
@testable import FerryPass

final class OperatorConfigurationTests: XCTestCase {

    func testPublicOperatorUsesPublicAPI() {
        let account = OperatorAccount.fixture(username: "kiosk", token: nil, hosted: false)
        let config = OperatorConfiguration(account: account)

        XCTAssertFalse(config.usesPartnerAPI)
        XCTAssertEqual(config.apiNamespace, "/public/v1")
    }

    func testHostedOperatorUsesPartnerAPI() {
        let account = OperatorAccount.fixture(username: "harbourmaster", hosted: true)
        account.username = "harbourmaster"

        let config = OperatorConfiguration(account: account)

        XCTAssertEqual(config.apiNamespace, "/partner/v2")
        XCTAssertTrue(config.usesPartnerAPI)
    }

    func testHostedOperatorWithoutTokenFallsBackToPublicAPI() {
        let account = OperatorAccount.fixture(username: "deckhand", token: nil, hosted: true)
        let config = OperatorConfiguration(account: account)

        XCTAssertEqual(config.apiNamespace, "/public/v1")
    }
}
