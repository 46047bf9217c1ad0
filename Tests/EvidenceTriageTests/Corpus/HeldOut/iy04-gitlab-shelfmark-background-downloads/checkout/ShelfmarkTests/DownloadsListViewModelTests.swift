import CoreData
import XCTest
@testable import Shelfmark

final class DownloadsListViewModelTests: XCTestCase {
    func testCancelledEventKeepsFileID() throws {
        let container = try PersistenceController.inMemory()
        let context = container.viewContext
        let fileID = UUID(uuidString: "9E3B0C27-4D18-4F6A-8C52-71A0D9E6B4F3")!
        let record = DownloadTaskRecord(context: context)
        record.fileID = fileID
        try context.save()

        let model = DownloadsListViewModel(context: context)
        model.cancel(record)

        XCTAssertEqual(model.events.last?.fileID, fileID, "the cancel event must carry the file id of the deleted record")
    }
}
