import Testing
import Foundation

@Suite struct HostPlistTests {
    @Test func hostAppSupportsLiveActivities() {
        let value = Bundle.main.object(forInfoDictionaryKey: "NSSupportsLiveActivities") as? Bool
        #expect(value == true)
    }
}
