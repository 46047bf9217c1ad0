import XCTest
@testable import Ferrylane

final class TicketURLCacheTests: XCTestCase {
    private var cache: TicketURLCache!

    override func setUp() {
        super.setUp()
        cache = TicketURLCache(storage: URLCache(memoryCapacity: 1024 * 1024, diskCapacity: 0, directory: nil))
    }

    override func tearDown() {
        cache.removeAll()
        cache = nil
        super.tearDown()
    }

    func testStoredTicketIsReturned() {
        let pdf = Data("%PDF-1.7 ticket".utf8)
        cache.store(pdf, forTicketAt: "https://tickets.ferrylane.example/t/88213.pdf")
        XCTAssertEqual(cache.data(forTicketAt: "https://tickets.ferrylane.example/t/88213.pdf"), pdf)
    }

    func testRemoveAllEmptiesTheCache() {
        cache.store(Data("x".utf8), forTicketAt: "https://tickets.ferrylane.example/t/1.pdf")
        cache.removeAll()
        XCTAssertEqual(cache.entryCount, 0)
    }

    func testNilURLIsNotCached() {
        let content = Data("This is my content".utf8)
        // A string that is not a URL must not create a cache entry.
        cache.store(content, forTicketAt: "bad string -- will create nil URL")
        XCTAssertEqual(cache.entryCount, 0, "bad string must not produce a cache entry")
    }
}
