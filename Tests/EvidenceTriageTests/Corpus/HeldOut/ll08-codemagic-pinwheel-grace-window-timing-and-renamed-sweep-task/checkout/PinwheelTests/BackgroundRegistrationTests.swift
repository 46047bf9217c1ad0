import Foundation
import Testing
@testable import Pinwheel

/// Every identifier the app registers must be permitted by the built Info.plist.
@Suite struct BackgroundRegistrationTests {
    @Test func everyRegisteredTaskIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        for identifier in [RelaySweep.identifier] {
            #expect(permitted.contains(identifier), "\(identifier) is registered but not in BGTaskSchedulerPermittedIdentifiers \(permitted)")
        }
    }

    @Test func registrationRecordsSucceeded() throws {
        let records = try EvidenceRecords.load()
        #expect(records.filter { $0.phase == "registration" }.allSatisfy { $0.outcome == "succeeded" })
    }
}
