import XCTest
@testable import Fenmore

final class ReadWriteLockTests: XCTestCase {
    func testDeniesConcurrentWriters() {
        let lock = RecursiveReadWriteLock()
        let writers = (0..<8).map { i in expectation(description: "writer \(i)") }
        for e in writers { DispatchQueue.global().async { lock.write { }; e.fulfill() } }
        wait(for: writers, timeout: 2)
    }
}
