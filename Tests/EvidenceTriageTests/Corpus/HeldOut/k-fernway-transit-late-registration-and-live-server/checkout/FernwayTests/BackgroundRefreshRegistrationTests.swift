import XCTest
import BackgroundTasks
@testable import Fernway

final class BackgroundRefreshRegistrationTests: XCTestCase {
    func testRefreshIdentifierIsPermitted() throws {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(ids, [DepartureRefresh.identifier])
    }

    func testLiveDeparturesRegisterRefreshHandler() throws {
        let settings = SettingsStore(defaults: .ephemeral())
        settings.liveDepartures = true
        DepartureRefresh.shared.enableLiveDepartures()
        XCTAssertTrue(settings.liveDepartures)
    }
}
