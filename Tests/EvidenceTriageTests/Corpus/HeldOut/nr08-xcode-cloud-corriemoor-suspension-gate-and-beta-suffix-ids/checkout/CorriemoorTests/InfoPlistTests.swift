import Testing
import Foundation
@testable import Corriemoor

@Suite struct InfoPlistTests {
    @Test func refreshIdentifierIsPermitted() throws {
        let permitted = try #require(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String])
        #expect(permitted.contains(TideRefresh.taskID))
    }

    @Test func fetchModeDeclared() throws {
        let modes = try #require(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String])
        #expect(modes.contains("fetch"))
    }
}
