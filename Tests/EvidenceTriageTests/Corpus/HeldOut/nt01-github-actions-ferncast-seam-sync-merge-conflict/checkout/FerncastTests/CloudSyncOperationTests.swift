import XCTest
import CoreData
@testable import Ferncast

final class CloudSyncOperationTests: XCTestCase {
    var stack: TestCoreDataStack!

    override func setUpWithError() throws {
        stack = try TestCoreDataStack(model: "Ferncast")
        try stack.seed(folders: [("F0 16:57", 20), ("Inbox", 0)])
    }

    func testInitialSyncImportsFolders() throws {
        let op = CloudSyncOperation(backingContext: stack.backingContext, changes: ServerFolderChange.fixtures)
        op.main()
        XCTAssertNil(op.lastError)
    }

    func testIncrementalSyncAppliesServerFolderRename() throws {
        let op = CloudSyncOperation(backingContext: stack.backingContext,
                                    changes: [ServerFolderChange(recordID: stack.recordID(of: "F0 16:57"), label: "F0 17:05", index: 20)])
        // Prime the sync context, then let the UI-side context save a newer version of the same row.
        _ = try op.localStoreMOC.performAndWait { try Folder.find(recordID: stack.recordID(of: "F0 16:57"), in: op.localStoreMOC) }
        try stack.backingContext.performAndWait {
            stack.folder(named: "F0 16:57", in: stack.backingContext).isSystem = false
            try stack.backingContext.save()
        }
        XCTAssertNoThrow(try op.fetchAndApplyServerChangesToLocalDatabase())
        XCTAssertEqual(try stack.folderLabels(), ["F0 17:05", "Inbox"])
    }
}
