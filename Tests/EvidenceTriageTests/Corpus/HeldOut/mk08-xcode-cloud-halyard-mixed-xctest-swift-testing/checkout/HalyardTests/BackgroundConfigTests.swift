import Foundation
import Testing
@testable import Halyard

@Suite struct BackgroundConfigTests {
    @Test func refreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        #expect(permitted.contains(BackgroundRefresh.identifier))
    }
}
