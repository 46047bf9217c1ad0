import Foundation
import SwiftData
import Testing
@testable import Kestrel

@Suite struct CacheCompactionJobTests {
    @Test func compactionDropsExpiredSeries() async throws {
        let container = try ModelContainer(for: IndexedSeriesRow.self,
                                           configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.insert(IndexedSeriesRow.fixture(fingerprint: "hr-30d", expiresAt: .distantPast))
        context.insert(IndexedSeriesRow.fixture(fingerprint: "hr-30d", expiresAt: .distantFuture))
        try context.save()

        let removed = try await CacheCompactionJob(container: container).run()
        #expect(removed == 1)
    }

    @Test func identifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        #expect(permitted.contains(CacheCompactionJob.identifier))
    }
}
