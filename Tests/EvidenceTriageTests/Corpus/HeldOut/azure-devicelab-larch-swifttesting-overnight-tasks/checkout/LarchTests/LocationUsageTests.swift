import Foundation
import Testing
@testable import Larch

@Suite struct LocationUsageTests {
    @Test func whenInUseDescriptionPresent() {
        #expect(Bundle.main.object(forInfoDictionaryKey: "NSLocationWhenInUseUsageDescription") != nil)
    }

    @Test func alwaysUsageDescriptionPresent() {
        // Trailhead geofences need "Always" authorization for region monitoring in the background.
        #expect(Bundle.main.object(forInfoDictionaryKey: "NSLocationAlwaysAndWhenInUseUsageDescription") != nil)
    }
}
