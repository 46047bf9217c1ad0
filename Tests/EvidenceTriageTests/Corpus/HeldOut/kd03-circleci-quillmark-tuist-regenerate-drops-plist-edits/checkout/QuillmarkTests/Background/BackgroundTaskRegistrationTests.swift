import XCTest
@testable import Quillmark

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testEveryTaskIdentifierRegistersAtLaunch() {
        XCTAssertEqual(BackgroundTasks.rejectedIdentifiers, [], "task identifiers whose registration was rejected")
    }

    func testIdentifiersShareBundlePrefix() {
        for id in [BackgroundTasks.sync, BackgroundTasks.indexRebuild, BackgroundTasks.attachmentsPrune] {
            XCTAssertTrue(id.hasPrefix("com.quillmark.ios."), id)
        }
    }
}
