import Foundation
import Testing

@Suite struct InfoPlistTests {
    @Test func whenInUseUsageDescriptionPresent() {
        #expect(Bundle.main.object(forInfoDictionaryKey: "NSLocationWhenInUseUsageDescription") != nil)
    }

    @Test func alwaysUsageDescriptionPresent() {
        // Without this key requestAlwaysAuthorization() is a silent no-op and region monitoring never fires.
        #expect(Bundle.main.object(forInfoDictionaryKey: "NSLocationAlwaysAndWhenInUseUsageDescription") != nil)
    }
}
