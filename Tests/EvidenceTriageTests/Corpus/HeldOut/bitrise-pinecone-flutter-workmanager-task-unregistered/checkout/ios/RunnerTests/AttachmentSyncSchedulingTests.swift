import XCTest
import workmanager
@testable import Runner

final class AttachmentSyncSchedulingTests: XCTestCase {
    private let attachmentSync = "com.pinecone.notes.attachment-sync"

    func testPeriodicBackupStillRegistered() {
        XCTAssertTrue(BackgroundRegistry.shared.isRegistered("com.pinecone.notes.periodic-backup"))
    }

    func testAttachmentSyncHandlerRegisteredAtLaunch() {
        // Dart side: Workmanager().registerOneOffTask(attachmentSync, "attachment-sync", ...)
        // iOS side needs WorkmanagerPlugin.registerTask(withIdentifier:) in AppDelegate.
        XCTAssertTrue(BackgroundRegistry.shared.isRegistered(attachmentSync), "\(attachmentSync) has no launch handler")
    }
}
