import Testing
import CoreData
@testable import Tern

@Suite struct ReceiptImportJobTests {
    @Test func importCreatesReceipts() async throws {
        let pc = PersistenceController(inMemory: true)
        let count = try await ReceiptImportJob(persistence: pc, api: .stub(receipts: 4)).run()
        #expect(count == 4)
    }

    @Test func backgroundImportVisibleInViewContext() async throws {
        let pc = PersistenceController(inMemory: true)
        let existing = try pc.container.viewContext.count(for: Receipt.fetchRequest())
        _ = try await ReceiptImportJob(persistence: pc, api: .stub(receipts: 4)).run()
        let visible = try await MainActor.run { try pc.container.viewContext.fetch(Receipt.fetchRequest()).count }
        #expect(visible == existing + 4)
    }
}
