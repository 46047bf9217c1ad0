import XCTest
@testable import Kestrel

final class PhotoDedupeJobTests: XCTestCase {
    func testDedupeKeepsNewestCopy() {
        let old = PhotoRecord(checksum: "a1", capturedAt: Date(timeIntervalSince1970: 100), path: "a/old.heic")
        let new = PhotoRecord(checksum: "a1", capturedAt: Date(timeIntervalSince1970: 900), path: "b/new.heic")
        XCTAssertEqual(PhotoDedupeJob().survivors(of: [old, new]), [new])
    }

    func testRegistersDedupeHandlerAtLaunch() {
        let scheduler = MockTaskScheduler()
        BackgroundTasks.register(using: scheduler)
        XCTAssertEqual(scheduler.registeredIdentifiers, ["com.kestrel.app.photo-dedupe"])
    }
}
