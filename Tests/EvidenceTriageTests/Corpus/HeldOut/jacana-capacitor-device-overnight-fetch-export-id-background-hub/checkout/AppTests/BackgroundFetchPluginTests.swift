import XCTest
@testable import App

/// Device-lab suite. The lab phone runs the app every evening (previous job)
/// and stays on the charger overnight; the morning job checks what happened.
final class BackgroundFetchPluginTests: XCTestCase {
    private let records = DiagnosticsLog.shared

    func testFetchIdentifierIsPermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertTrue(permitted?.contains("com.transistorsoft.fetch") ?? false)
    }

    func testFetchFiresOvernightOnDevice() throws {
        let submitted = try XCTUnwrap(records.last(phase: .submission, id: "com.transistorsoft.fetch"))
        let launch = records.first(phase: .launch, id: "com.transistorsoft.fetch", after: submitted.timestamp)
        XCTAssertNotNil(launch, "no background fetch delivered since \(submitted.timestamp)")
    }
}
