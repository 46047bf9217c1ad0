import CoreData
import XCTest
@testable import Larchwood

final class RecipeSyncJobTests: XCTestCase {
    func testUploadSkipsDeletedObjects() async throws {
        let stack = TestCoreDataStack()
        let kept = Recipe.insert(title: "Rye porridge", in: stack.viewContext)
        let deleted = Recipe.insert(title: "Fig jam", in: stack.viewContext)
        try stack.viewContext.save()
        let changes = PendingChange.updates(for: [kept, deleted])
        stack.viewContext.delete(deleted)
        try stack.viewContext.save()

        let uploader = FakeRecordUploader()
        let job = RecipeSyncJob(context: stack.backgroundContext, pending: changes, uploader: uploader)
        try await job.run()
        XCTAssertEqual(uploader.uploaded.map { $0["title"] as? String }, ["Rye porridge"])
    }
}
