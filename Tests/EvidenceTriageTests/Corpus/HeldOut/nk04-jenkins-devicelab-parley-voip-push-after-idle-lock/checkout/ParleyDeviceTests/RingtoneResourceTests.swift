import XCTest
@testable import Parley

final class RingtoneResourceTests: XCTestCase {
    func testCustomRingtoneIsBundled() {
        let url = Bundle.main.url(forResource: "parley-ring", withExtension: "caf")
        XCTAssertNotNil(url, "parley-ring.caf must ship in the app bundle for CXProviderConfiguration.ringtoneSound")
    }
}
