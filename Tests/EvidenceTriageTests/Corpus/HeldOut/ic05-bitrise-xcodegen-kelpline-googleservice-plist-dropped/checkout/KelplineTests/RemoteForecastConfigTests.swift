import FirebaseRemoteConfig
import XCTest
@testable import Kelpline

final class RemoteForecastConfigTests: XCTestCase {
    func testSwellModelComesFromRemoteConfigDefaults() {
        let config = RemoteForecastConfig(remoteConfig: RemoteConfig.remoteConfig())
        XCTAssertEqual(config.swellModel, .wavewatch3)
    }
}
