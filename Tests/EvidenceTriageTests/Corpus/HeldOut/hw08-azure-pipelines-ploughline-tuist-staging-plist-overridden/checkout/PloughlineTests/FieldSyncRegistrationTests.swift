import Foundation
import Testing
@testable import Ploughline

@Suite struct FieldSyncRegistrationTests {
    let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []

    @Test func fieldSyncIdentifierIsPermitted() {
        #expect(permitted.contains(TaskIDs.fieldSync))
    }

    @Test func weatherDigestIdentifierIsPermitted() {
        #expect(permitted.contains(TaskIDs.weatherDigest))
    }
}
