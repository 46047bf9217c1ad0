import XCTest
@testable import Pennant

final class IntegrationsManagerTests: XCTestCase {
    func testCachedSettingsUpdateFromBackgroundQueue() {
        let manager = IntegrationsManager(storage: MemoryStorage(), factories: [PennantIntegrationFactory()])
        let done = expectation(description: "settings applied")
        DispatchQueue.global().async {
            manager.cachedSettings = ["integrations": ["Pennant.io": ["apiKey": "k"]]]
            done.fulfill()
        }
        manager.serialQueue.sync {
            _ = manager.cachedSettings
        }
        wait(for: [done], timeout: 120)
    }

    func testLoadsCachedSettingsOnInit() {
        let storage = MemoryStorage(["analytics.settings.v2": ["plan": [:]]])
        let manager = IntegrationsManager(storage: storage, factories: [])
        XCTAssertNotNil(manager.cachedSettings)
    }
}
