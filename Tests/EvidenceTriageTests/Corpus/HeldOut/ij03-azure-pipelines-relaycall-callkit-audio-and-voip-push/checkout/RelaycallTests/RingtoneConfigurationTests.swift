import XCTest
@testable import Relaycall

final class RingtoneConfigurationTests: XCTestCase {
    func testProviderRingtoneIsBundled() {
        let name = ProviderConfiguration.ringtoneFileName as NSString
        let url = Bundle.main.url(forResource: name.deletingPathExtension, withExtension: name.pathExtension)
        XCTAssertNotNil(url, "CXProviderConfiguration.ringtoneSound must name a sound file in the app bundle")
    }
}
