import Testing
import CoreData
@testable import Ferndale

@Suite struct JournalStoreLifecycleTests {
    @Test func backgroundSaveCompletesBeforeHandlerReturns() throws {
        let stack = try InMemoryStack()
        let store = JournalStore(container: stack.container)
        try store.insertDraftEntry(text: "walked by the river")

        store.appDidEnterBackground()
        stack.suspendAllQueues()          // the app is suspended as soon as the handler returns

        let persisted = try stack.freshContext().count(for: JournalEntry.fetchRequest())
        #expect(persisted == 1)
    }

    @Test func emptyContextDoesNotWrite() throws {
        let stack = try InMemoryStack()
        JournalStore(container: stack.container).appDidEnterBackground()
        #expect(stack.writeCount == 0)
    }
}
