import XCTest
import GRDB
@testable import Beacon
@testable import BeaconShared

final class RefreshStatusIntentTests: XCTestCase {
    private var environment: TestEnvironment!

    override func setUp() async throws {
        environment = try TestEnvironment.inMemory(seed: .livingRoom)
    }

    func testPerformReadsInForeground() async throws {
        let result = try await RefreshStatusIntent(entity: .livingRoomLights).perform()
        XCTAssertEqual(result.value, "on")
    }

    func testPerformReadsWhenLaunchedInBackground() async {
        // The last didEnterBackground suspended the database; iOS wakes the
        // process for the intent only, so willEnterForeground never fires.
        NotificationCenter.default.post(name: Database.suspendNotification, object: nil)
        let intent = RefreshStatusIntent(entity: .livingRoomLights)
        do {
            let result = try await intent.perform()
            XCTAssertEqual(result.value, "on")
        } catch {
            XCTFail("intent failed while the app was never foregrounded: \(error)")
        }
    }
}
