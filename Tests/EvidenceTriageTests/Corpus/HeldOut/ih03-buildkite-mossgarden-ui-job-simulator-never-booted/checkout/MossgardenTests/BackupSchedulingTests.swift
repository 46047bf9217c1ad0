import BackgroundTasks
import XCTest
@testable import Mossgarden

final class BackupSchedulingTests: XCTestCase {
    func testBackupRequestRequiresNetworkAndPower() {
        let request = BackupScheduler.makeNightlyRequest()
        XCTAssertTrue(request.requiresNetworkConnectivity)
        XCTAssertTrue(request.requiresExternalPower)
    }

    func testRequestIdentifierMatchesPermittedIdentifier() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertTrue(permitted?.contains(BackupScheduler.photoBackupID) ?? false)
    }

    /// End-to-end check added with the backoff work (PR #1207): schedule the nightly
    /// backup one minute out and wait for the system to launch it.
    ///
    /// The photo-backup handler posts `.photoBackupDidStart` as its first action,
    /// so the expectation is fulfilled as soon as iOS hands the app the
    /// BGProcessingTask. Nothing in the test drives the launch: it relies on the
    /// scheduler honouring `earliestBeginDate` (60 s) plus some slack.
    func testNightlyBackupStartsWithin10Minutes() {
        let started = expectation(forNotification: .photoBackupDidStart, object: nil)
        started.expectationDescription = "photo-backup BGProcessingTask launched by the system"

        BackupScheduler.shared.scheduleNightlyBackup(after: 60)

        // The system decides when to launch; 10 minutes has always been enough
        // when this was tried on the team's own phones, plugged in and on Wi-Fi
        // (requiresExternalPower / requiresNetworkConnectivity are both set).
        // The CI destination is the iPhone 15 simulator from the test plan.
        // TODO(backup): move to the device-lab pipeline if this proves flaky.
        wait(for: [started], timeout: 600)
    }
}
