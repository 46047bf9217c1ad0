import Testing
import CoreData
@testable import Oriole

@Suite struct InboxFetchTests {
    @Test func newestMessagesFirst() throws {
        let stack = try CoreDataStack(inMemory: true)
        try stack.insertMessages([("a", 1), ("b", 2), ("c", 3)])
        let subjects = try InboxQuery(context: stack.viewContext).fetch().map(\.subject)
        #expect(subjects == ["c", "b", "a"])
    }
}
