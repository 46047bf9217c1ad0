import XCTest
import NetworkExtension
@testable import Sluice

final class OnDemandRulesTests: XCTestCase {
    func testTrustedWifiDisconnects() {
        let rules = OnDemandRuleBuilder(trustedSSIDs: ["HomeNet"]).rules()
        XCTAssertTrue(rules.first is NEOnDemandRuleDisconnect)
        XCTAssertEqual(rules.first?.ssidMatch, ["HomeNet"])
    }

    func testLastRuleConnectsEverywhere() {
        let rules = OnDemandRuleBuilder(trustedSSIDs: []).rules()
        XCTAssertTrue(rules.last is NEOnDemandRuleConnect)
    }
}
