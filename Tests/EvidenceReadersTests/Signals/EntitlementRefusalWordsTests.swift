import EvidenceReaders
import Testing

/// The system's words for a process missing an entitlement, against look-alikes that are noise.
@Suite struct EntitlementRefusalWordsTests {
    /// CloudKit ends a process not signed for iCloud with `The application is missing required entitlement …`
    /// (round 58's `hn07`); RunningBoard's `Client is missing required entitlement`, refusing an assertion on
    /// the Simulator, is noise beside any test (the held-out `semaphore-pickup-geofence-push`).
    @Test func cloudKitsRefusalIsOneAndRunningBoardsIsNot() {
        let cloudKit = "*** Terminating app due to uncaught exception 'CKException', reason: 'The application is missing required entitlement com.apple.developer.icloud-services'"
        let runningBoard = "[assertion] Error acquiring assertion: <NSError: 0x600000c1d2f0; domain: RBSAssertionErrorDomain; code: 2; reason: \"Client is missing required entitlement\">"
        #expect(SignalCatalog.signals(in: cloudKit).contains(.entitlementMissing))
        #expect(!SignalCatalog.signals(in: runningBoard).contains(.entitlementMissing))
    }
}
