import XCTest
import GRDB
@testable import Marlowe

final class DatabasePoolReleaseMemoryTests: XCTestCase {
    func testReleaseMemoryClosesReaderConnections() throws {
        let dbPool = try DatabasePool(path: NSTemporaryDirectory() + "/pool-\(UUID()).sqlite")
        let s1 = DispatchSemaphore(value: 0), s2 = DispatchSemaphore(value: 0), s3 = DispatchSemaphore(value: 0)
        var openConnectionCount = 0
        dbPool.setupMemoryManagement(onClose: { openConnectionCount -= 1 }, onOpen: { openConnectionCount += 1 })
        DispatchQueue.global().async { try? dbPool.read { _ in s1.signal(); s2.wait() } }
        s1.wait()
        DispatchQueue.global().async { try? dbPool.read { _ in s2.signal(); s3.signal() } }
        s3.wait()
        dbPool.releaseMemory()
        XCTAssertEqual(openConnectionCount, 1)
    }
}
