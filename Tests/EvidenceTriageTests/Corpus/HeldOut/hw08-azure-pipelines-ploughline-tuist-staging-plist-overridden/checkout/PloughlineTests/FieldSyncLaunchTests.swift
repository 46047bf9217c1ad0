import XCTest
@testable import Ploughline

final class FieldSyncLaunchTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testSimulatedLaunchUploadsPendingObservations() {
        ObservationStore.shared.insertPending(.fixture(field: "North 40", count: 3))
        let uploaded = expectation(description: "field sync uploaded pending observations")
        FieldSyncJob.shared.onFinish = { if ObservationStore.shared.pendingCount == 0 { uploaded.fulfill() } }

        BackgroundDebug.simulateLaunch(TaskIDs.fieldSync)

        wait(for: [uploaded], timeout: 10)
    }
}
