import XCTest

final class InfoPlistContractTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testPermittedIdentifiersFromPlugin() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains("org.ambitfield.sync.refresh"))
        XCTAssertTrue(ids.contains("org.ambitfield.sync.upload"))
    }

    func testMergedPlistKeepsPluginBackgroundModes() {
        let modes = Set(info["UIBackgroundModes"] as? [String] ?? [])
        XCTAssertTrue(modes.isSuperset(of: ["audio", "fetch", "processing"]), "merged UIBackgroundModes: \(modes.sorted())")
    }
}
