import Testing
import AppTrackingTransparency
@testable import Lumenpost

@Suite struct TrackingConsentTests {
    @Test func requestsTrackingBeforeAds() async {
        let status = await ATTrackingManager.requestTrackingAuthorization()
        #expect(status != .notDetermined)
    }
}
