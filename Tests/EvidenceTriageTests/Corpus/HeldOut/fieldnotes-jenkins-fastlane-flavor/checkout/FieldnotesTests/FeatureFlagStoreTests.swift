import XCTest
@testable import Fieldnotes

final class FeatureFlagStoreTests: XCTestCase {
    func testLoadsFlagsCachedByPreviousVersion() throws {
        // Exact bytes written by Fieldnotes 6.3 (before ResolvedFlag.shouldApply existed).
        let legacy = try FixtureLoader.data(named: "flags-cache-6.3.json")
        let defaults = UserDefaults(suiteName: #function)!
        defaults.set(legacy, forKey: FeatureFlagStore.cacheKey)
        let store = FeatureFlagStore(defaults: defaults)
        XCTAssertNoThrow(try store.loadCached())
        XCTAssertEqual(try store.loadCached()["offline_sketch_sync"]?.isEnabled, true)
    }
}
